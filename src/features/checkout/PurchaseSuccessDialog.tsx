import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { paths } from '../../lib/paths';
import type { Buyer } from './buyer';
import { PasswordStep } from './PasswordStep';

const wayOnClass =
  'mt-6 inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * The end of a card purchase: it has no close button. A new buyer's way on is the login link,
 * shown once they chose a password (a step they cannot skip); a buyer who came logged in (a plan
 * change, or a second purchase) goes straight to their cards, where the new ones already are.
 */
export function PurchaseSuccessDialog({ newBuyer }: { newBuyer: Pick<Buyer, 'cpf'> | null }) {
  const { t } = useTranslation('account');
  return (
    <Dialog title={t('checkout.success.title')} className="max-h-full overflow-y-auto">
      <p className="text-slate-700">
        {t(newBuyer ? 'checkout.success.text' : 'checkout.success.textLoggedIn')}
      </p>
      <PasswordStep newBuyer={newBuyer}>
        {newBuyer ? (
          <Link to={paths.login} className={wayOnClass}>
            {t('checkout.success.logIn')}
          </Link>
        ) : (
          <Link to={paths.myCards} className={wayOnClass}>
            {t('checkout.success.seeCards')}
          </Link>
        )}
      </PasswordStep>
    </Dialog>
  );
}
