import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { CardSummary } from '@/recordReading/cardCopy/format';
import { cardColors, type CardColor } from './cardColors';
import { BACK_FACE, walletBack } from './walletBack';
import { alertsText, allergyLines, listLines, type PrintedLine } from './walletBackWords';

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

function Line({
  className = '',
  whole = false,
  children,
}: {
  className?: string;
  /** A line that must fit as it is (its layout test says so): a count, the alerts. */
  whole?: boolean;
  children: ReactNode;
}) {
  return (
    <dd
      className={`${CUT_LINE_CLASS} ${className}`}
      style={LINE_STYLE}
      data-wallet-whole={whole ? '' : undefined}
    >
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

/** A list's lines, a count in italics. */
function ListLines({ lines }: { lines: PrintedLine[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <Line key={index} className={line.count ? 'italic' : ''} whole={line.count}>
          {line.text}
        </Line>
      ))}
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
        {/* The label and its value on one line; the alerts, when any, on the next. */}
        <div className="flex min-w-0 flex-wrap gap-x-[1.5mm]">
          <Label>{t('walletBack.bloodType')}</Label>
          <Line className="min-w-0 flex-1 font-bold">
            {back.bloodType === null
              ? t('walletBack.unknown')
              : back.bloodType || t('walletBack.noneRecorded')}
          </Line>
          {back.alerts.length > 0 ? (
            <Line className="basis-full font-bold" whole>
              {alertsText(back.alerts, t)}
            </Line>
          ) : null}
        </div>
        <div style={entry}>
          <Label>{t('walletBack.severeAllergies')}</Label>
          <ListLines lines={allergyLines(back.severeAllergies, back.otherAllergies, t)} />
        </div>
        <div style={entry}>
          <Label>{t('walletBack.conditions')}</Label>
          <ListLines lines={listLines(back.conditions, 'moreConditions', t)} />
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
