import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { paths } from '../../lib/paths';
import type { Buyer } from './buyer';
import { PasswordStep } from './PasswordStep';

/**
 * The end of a card purchase: it has no close button, its way on is the login link, shown once a
 * new buyer chose a password or skipped it.
 */
export function PurchaseSuccessDialog({ newBuyer }: { newBuyer: Pick<Buyer, 'cpf'> | null }) {
  const { t } = useTranslation('account');
  return (
    <Dialog title={t('checkout.success.title')} className="max-h-full overflow-y-auto">
      <p className="text-slate-700">{t('checkout.success.text')}</p>
      <PasswordStep newBuyer={newBuyer}>
        <Link
          to={paths.login}
          className="mt-6 inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('checkout.success.logIn')}
        </Link>
      </PasswordStep>
    </Dialog>
  );
}
