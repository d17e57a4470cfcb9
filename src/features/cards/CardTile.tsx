import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { formatCardCode } from '../../lib/cardCode';
import { href } from '../../lib/paths';

/** One card of the grid: its visual, and what can be done with it. */
export function CardTile({
  number,
  holder,
  onShowQr,
  onPrint,
}: {
  number: string;
  holder: string | null;
  onShowQr: () => void;
  onPrint: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const code = formatCardCode(number);

  return (
    <li className="flex flex-col gap-4">
      <article
        aria-labelledby={titleId}
        className="flex aspect-[85.6/54] flex-col justify-between rounded-2xl bg-gradient-to-br from-brand-800 to-header p-5 text-white shadow-md"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-100">{tc('app.name')}</p>
        <div>
          <h2 id={titleId} className="font-mono text-2xl font-bold tracking-widest">
            <span className="sr-only">{t('cards.cardLabel', { code })}</span>
            <span aria-hidden="true">{code}</span>
          </h2>
          <p className="mt-2 text-xs text-brand-100">{t('cards.holder')}</p>
          <p className="truncate text-sm font-semibold tracking-wide">
            {holder ?? t('cards.noName')}
          </p>
        </div>
      </article>
      <div className="flex flex-wrap gap-2">
        <Link
          to={href.recordEditor(number)}
          aria-label={t('cards.manageLabel', { code })}
          className="inline-flex flex-1 items-center justify-center rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800"
        >
          {t('cards.manage')}
        </Link>
        <Button
          variant="secondary"
          onClick={onShowQr}
          aria-label={t('cards.qrLabel', { code })}
          className="flex-1 whitespace-nowrap"
        >
          {t('cards.qr')}
        </Button>
        <Button
          variant="secondary"
          onClick={onPrint}
          aria-label={t('cards.printLabel', { code })}
          className="w-full"
        >
          {t('cards.print')}
        </Button>
      </div>
    </li>
  );
}
