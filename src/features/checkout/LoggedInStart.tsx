import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/SubmitButton';
import { Notice } from '@/components/Notice';
import { useFormSubmit } from '@/components/useFormSubmit';
import { openCustomer } from './buyer';
import { StepHeading } from './StepHeading';

/**
 * Step 1 for someone already logged in (a returning customer, or a buyer who reloaded the page
 * after step 2): no new registration, straight to the payment with their own account.
 */
export function LoggedInStart({ onReady }: { onReady: () => void }) {
  const { t } = useTranslation('account');
  const { onSubmit, busy, serverMessage } = useFormSubmit(useForm(), async () => {
    await openCustomer();
    onReady();
  });

  return (
    <>
      <StepHeading title={t('checkout.register.loggedInTitle')} focusOnMount={false} />
      <p className="mt-2 text-slate-700">{t('checkout.register.loggedInText')}</p>
      {serverMessage ? <Notice className="mt-4">{serverMessage}</Notice> : null}
      <form onSubmit={onSubmit} className="mt-6">
        <SubmitButton busy={busy} busyLabel={t('checkout.register.continuing')}>
          {t('checkout.register.continueLoggedIn')}
        </SubmitButton>
      </form>
    </>
  );
}
