import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { CardSummary } from '@/recordView/cardSummary';
import { cardColors, type CardColor } from './cardColors';
import { walletBack, type BackList } from './walletBack';

/** The card's two faces share this size: ID-1, 85.6 x 54 mm. */
export const WALLET_FACE_CLASS =
  'h-[54mm] w-[85.6mm] shrink-0 overflow-hidden rounded-[3.2mm] p-[4mm] [print-color-adjust:exact]';

/** Every text on the second face is at least 7 pt (2.47 mm). */
const LINE_CLASS = 'truncate text-[2.6mm] leading-[1.2]';

function Entry({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={`${LINE_CLASS} font-bold uppercase`}>{label}</dt>
      {children}
    </div>
  );
}

function ListLines({ list, more }: { list: BackList; more: (count: number) => string }) {
  const { t } = useTranslation('account');
  if (!list.known) return <dd className={LINE_CLASS}>{t('walletBack.unknown')}</dd>;
  if (list.lines.length === 0 && list.more === 0) {
    return <dd className={LINE_CLASS}>{t('walletBack.noneRecorded')}</dd>;
  }
  return (
    <>
      {list.lines.map((line, index) => (
        <dd key={index} className={LINE_CLASS}>
          {line}
        </dd>
      ))}
      {list.more > 0 ? <dd className={`${LINE_CLASS} italic`}>{more(list.more)}</dd> : null}
    </>
  );
}

/**
 * The second face, printed beside the first to fold or to print on both sides: what a rescuer
 * needs without a phone, as the card's QR code carries it. Unknown is never printed as none.
 */
export function WalletCardBack({ copy, color }: { copy: CardSummary; color: CardColor }) {
  const { t, i18n } = useTranslation('account');
  const back = walletBack(copy);
  const madeOn = formatDate(copy.madeOn, i18n.language) ?? copy.madeOn;
  const { contact } = back;
  return (
    <div
      className={`${WALLET_FACE_CLASS} flex flex-col ${cardColors[color]}`}
      data-wallet-face="back"
    >
      <p className="flex items-baseline justify-between gap-[2mm]">
        <span className="text-[3mm] leading-[1.2] font-bold uppercase">
          {t('walletBack.title')}
        </span>
        <span className="text-[2.5mm] leading-[1.2]">
          {t('walletBack.madeOn', { date: madeOn })}
        </span>
      </p>
      <dl className="mt-[1mm] flex flex-col gap-[0.8mm]">
        <Entry label={t('walletBack.bloodType')}>
          <dd className={`${LINE_CLASS} font-bold`}>
            {back.bloodType === null
              ? t('walletBack.unknown')
              : back.bloodType || t('walletBack.noneRecorded')}
          </dd>
        </Entry>
        <Entry label={t('walletBack.severeAllergies')}>
          <ListLines
            list={back.severeAllergies}
            more={(count) => t('walletBack.moreAllergies', { count })}
          />
        </Entry>
        <Entry label={t('walletBack.conditions')}>
          <ListLines
            list={back.conditions}
            more={(count) => t('walletBack.moreConditions', { count })}
          />
        </Entry>
        <Entry label={t('walletBack.contact')}>
          <dd className={LINE_CLASS}>
            {contact === null
              ? t('walletBack.unknown')
              : contact === 'none'
                ? t('walletBack.noneRecorded')
                : `${contact.name} ${contact.phone || t('walletBack.noPhone')}`.trim()}
          </dd>
        </Entry>
      </dl>
    </div>
  );
}
