import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { paths } from '../../lib/paths';
import { useSession } from '../../session/useSession';
import type { Buyer } from './buyer';
import { PasswordStep } from './PasswordStep';

const wayOnClass =
  'mt-6 inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * The end of a card purchase: it has no close button. A buyer still signed in (the new buyer, with
 * their CPF, once they chose a password, a step they cannot skip; one who came logged in for a
 * plan change or a second purchase) goes straight to their cards, where the new ones already are;
 * one whose session ended meanwhile, to the login page.
 */
export function PurchaseSuccessDialog({ newBuyer }: { newBuyer: Pick<Buyer, 'cpf'> | null }) {
  const { t } = useTranslation('account');
  const { loggedIn } = useSession();
  return (
    <Dialog title={t('checkout.success.title')} className="max-h-full overflow-y-auto">
      <p className="text-slate-700">
        {t(loggedIn ? 'checkout.success.textLoggedIn' : 'checkout.success.text')}
      </p>
      <PasswordStep newBuyer={newBuyer}>
        {loggedIn ? (
          <Link to={paths.myCards} className={wayOnClass}>
            {t('checkout.success.seeCards')}
          </Link>
        ) : (
          <Link to={paths.login} className={wayOnClass}>
            {t('checkout.success.logIn')}
          </Link>
        )}
      </PasswordStep>
    </Dialog>
  );
}
