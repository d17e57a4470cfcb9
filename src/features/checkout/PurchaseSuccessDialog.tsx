import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { paths } from '../../lib/paths';

/** The end of a card purchase: it has no close button, its way on is the login link. */
export function PurchaseSuccessDialog() {
  const { t } = useTranslation('account');
  return (
    <Dialog title={t('checkout.success.title')}>
      <p className="text-slate-700">{t('checkout.success.text')}</p>
      <Link
        to={paths.login}
        className="mt-6 inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('checkout.success.logIn')}
      </Link>
    </Dialog>
  );
}
