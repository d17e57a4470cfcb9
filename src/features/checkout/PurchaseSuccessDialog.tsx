import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { Dialog } from '@/components/Dialog';
import { paths } from '@/lib/paths';
import { useSession } from '@/session/useSession';
import type { Buyer } from './buyer';
import { PasswordStep } from './PasswordStep';

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
          <ButtonLink to={paths.myCards} className="mt-6 w-full">
            {t('checkout.success.seeCards')}
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.login} className="mt-6 w-full">
            {t('checkout.success.logIn')}
          </ButtonLink>
        )}
      </PasswordStep>
    </Dialog>
  );
}
