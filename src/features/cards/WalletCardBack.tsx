import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { CardSummary } from '@/recordView/cardSummary';
import { cardColors, type CardColor } from './cardColors';
import { BACK_FACE, walletBack, type BackList } from './walletBack';

/** The card's two faces share this size: ID-1, 85.6 x 54 mm. */
export const WALLET_FACE_CLASS =
  'h-[54mm] w-[85.6mm] shrink-0 overflow-hidden rounded-[3.2mm] p-[4mm] [print-color-adjust:exact]';

/** One line of the face, sized by the layout's geometry (walletBack.ts). */
const LINE_STYLE: CSSProperties = {
  fontSize: `${BACK_FACE.lineSize}mm`,
  lineHeight: BACK_FACE.leading,
};
/** A line that may hold a long text: shortened with "…", never wrapped onto another line. */
const CUT_LINE_CLASS = 'overflow-hidden text-ellipsis whitespace-nowrap';

function Line({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <dd className={`${CUT_LINE_CLASS} ${className}`} style={LINE_STYLE}>
      {children}
    </dd>
  );
}

function Label({ children }: { children: ReactNode }) {
  // Never clipped: a label keeps the accents of its capitals.
  return (
    <dt className="font-bold whitespace-nowrap uppercase" style={LINE_STYLE}>
      {children}
    </dt>
  );
}

function ListLines({ list, more }: { list: BackList; more: (count: number) => string }) {
  const { t } = useTranslation('account');
  if (!list.known) return <Line>{t('walletBack.unknown')}</Line>;
  if (list.lines.length === 0 && list.more === 0) {
    return <Line>{t('walletBack.noneRecorded')}</Line>;
  }
  return (
    <>
      {list.lines.map((line, index) => (
        <Line key={index}>{line}</Line>
      ))}
      {list.more > 0 ? <Line className="italic">{more(list.more)}</Line> : null}
    </>
  );
}

/**
 * The second face, printed beside the first to fold or to print on both sides: what a rescuer
 * needs without a phone, as the card's QR code carries it, laid out within the face's lines
 * (walletBack.ts). Unknown is never printed as none; the contact's phone has a line of its own.
 */
export function WalletCardBack({ copy, color }: { copy: CardSummary; color: CardColor }) {
  const { t, i18n } = useTranslation('account');
  const back = walletBack(copy);
  const madeOn = formatDate(copy.madeOn, i18n.language) ?? copy.madeOn;
  const { contact } = back;
  const entry = { display: 'flex', flexDirection: 'column', minWidth: 0 } as const;
  return (
    <div
      className={`${WALLET_FACE_CLASS} flex flex-col ${cardColors[color]}`}
      data-wallet-face="back"
    >
      <p
        className="flex items-baseline justify-between gap-[2mm] whitespace-nowrap"
        style={{ lineHeight: BACK_FACE.leading }}
      >
        <span className="font-bold uppercase" style={{ fontSize: `${BACK_FACE.titleSize}mm` }}>
          {t('walletBack.title')}
        </span>
        <span style={{ fontSize: `${BACK_FACE.lineSize}mm` }}>
          {t('walletBack.madeOn', { date: madeOn })}
        </span>
      </p>
      <dl
        className="flex flex-col"
        style={{ marginTop: `${BACK_FACE.titleGap}mm`, gap: `${BACK_FACE.entryGap}mm` }}
      >
        <div className="flex min-w-0 gap-[1.5mm]">
          <Label>{t('walletBack.bloodType')}</Label>
          <Line className="font-bold">
            {back.bloodType === null
              ? t('walletBack.unknown')
              : back.bloodType || t('walletBack.noneRecorded')}
          </Line>
        </div>
        <div style={entry}>
          <Label>{t('walletBack.severeAllergies')}</Label>
          <ListLines
            list={back.severeAllergies}
            more={(count) => t('walletBack.moreAllergies', { count })}
          />
        </div>
        <div style={entry}>
          <Label>{t('walletBack.conditions')}</Label>
          <ListLines
            list={back.conditions}
            more={(count) => t('walletBack.moreConditions', { count })}
          />
        </div>
        <div style={entry}>
          <Label>{t('walletBack.contact')}</Label>
          {contact === null ? (
            <Line>{t('walletBack.unknown')}</Line>
          ) : contact === 'none' ? (
            <Line>{t('walletBack.noneRecorded')}</Line>
          ) : (
            <>
              <Line>{contact.name}</Line>
              {/* The one thing a rescuer cannot get elsewhere: whole, on its own line. */}
              <dd
                className="font-bold whitespace-nowrap tabular-nums"
                style={LINE_STYLE}
                data-wallet-phone=""
              >
                {contact.phone || t('walletBack.noPhone')}
              </dd>
            </>
          )}
        </div>
      </dl>
    </div>
  );
}
