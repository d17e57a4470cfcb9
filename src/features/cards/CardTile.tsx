import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ButtonLink';
import { Button } from '@/components/Button';
import { CardCode } from '@/components/CardCode';
import { Icon } from '@/components/Icon';
import { formatCardCode } from '@/lib/cardCode';
import { href } from '@/lib/paths';
import { cardColors, type CardColor } from './cardColors';
import { RecordQrCode } from './RecordQrCode';
import { StaleQrNotice } from './StaleQrNotice';

/** One card of the grid: its visual, its record's state and colour, and what can be done with it. */
export function CardTile({
  cardCode,
  holder,
  color,
  recordFilled,
  qrMade,
  recordChangedAt,
  onShowQr,
  onPrint,
}: {
  cardCode: string;
  holder: string | null;
  color: CardColor;
  recordFilled: boolean;
  /** Counts the QR codes made on this page: each makes the tile check its QR code again. */
  qrMade: number;
  /** When the record last changed, if the API says. */
  recordChangedAt: string | null;
  onShowQr: () => void;
  onPrint: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const formattedCardCode = formatCardCode(cardCode);

  return (
    <li className="flex flex-col gap-4">
      <article aria-labelledby={titleId} className="flex flex-col gap-3">
        <div
          className={`flex aspect-[85.6/54] flex-col justify-between rounded-2xl p-4 shadow-md ring-1 ring-black/10 sm:p-5 ${cardColors[color]}`}
        >
          <p className="text-sm font-semibold tracking-wide">{tc('app.name')}</p>
          <div className="flex items-end gap-3">
            <RecordQrCode
              cardCode={cardCode}
              size={96}
              className="block h-16 w-16 shrink-0 rounded-md min-[380px]:h-20 min-[380px]:w-20 lg:h-24 lg:w-24"
            />
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-xl font-bold tracking-wider">
                <span className="sr-only">{t('cards.cardLabel', { code: formattedCardCode })}</span>
                <span aria-hidden="true">
                  <CardCode cardCode={formattedCardCode} />
                </span>
              </h2>
              <p className="mt-1 text-xs">{t('cards.holder')}</p>
              <p className="text-sm font-semibold tracking-wide wrap-anywhere">
                {holder ?? t('cards.noName')}
              </p>
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {recordFilled ? (
            <p className="flex items-center gap-1.5 font-semibold text-brand-800">
              <Icon name="checkCircle" className="h-4 w-4" />
              {t('cards.recordFilled')}
            </p>
          ) : (
            <p className="flex items-center gap-1.5 font-semibold text-amber-900">
              <Icon name="edit" className="h-4 w-4" />
              {t('cards.recordEmpty')}
            </p>
          )}
          <p className="flex items-center gap-1.5 text-slate-700">
            <span
              aria-hidden="true"
              className={`h-3.5 w-3.5 rounded-full ring-1 ring-slate-400 ${cardColors[color]}`}
            />
            {t('cards.color', { color: t(`print.colors.${color}`) })}
          </p>
        </div>
      </article>
      <Link
        to={`${href.recordEditor(cardCode)}#personal-information`}
        aria-label={t(holder ? 'cards.correctNameLabel' : 'cards.giveNameLabel', {
          code: formattedCardCode,
        })}
        className="-my-2 inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {t(holder ? 'cards.correctName' : 'cards.giveName')}
      </Link>
      <StaleQrNotice
        key={qrMade}
        cardCode={cardCode}
        recordChangedAt={recordChangedAt}
        onNewQr={onShowQr}
      />
      <div className="flex flex-wrap gap-2">
        <ButtonLink
          to={href.recordEditor(cardCode)}
          aria-label={t('cards.manageLabel', { code: formattedCardCode })}
          className="flex-1 whitespace-nowrap"
        >
          {t('cards.manage')}
        </ButtonLink>
        {(
          [
            ['qr', onShowQr, 'flex-1 whitespace-nowrap'],
            ['print', onPrint, 'w-full'],
          ] as const
        ).map(([action, onClick, className]) => (
          <Button
            key={action}
            variant="secondary"
            onClick={onClick}
            aria-label={t(`cards.${action}Label`, { code: formattedCardCode })}
            className={className}
          >
            {t(`cards.${action}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}
