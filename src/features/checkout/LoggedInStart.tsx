import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { SubmitButton } from '../../components/SubmitButton';
import { Notice } from '../../components/Notice';
import { openCustomer } from './buyer';
import { StepHeading } from './StepHeading';

/**
 * Step 1 for someone already logged in (a returning customer, or a buyer who reloaded the page
 * after step 2): no new registration, straight to the payment with their own account.
 */
export function LoggedInStart({ onReady }: { onReady: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  async function proceed() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await openCustomer();
      onReady();
    } catch (failure) {
      running.current = false;
      setBusy(false);
      setError(errorText(failure, tc));
    }
  }

  return (
    <>
      <StepHeading title={t('checkout.register.loggedInTitle')} focusOnMount={false} />
      <p className="mt-2 text-slate-700">{t('checkout.register.loggedInText')}</p>
      {error ? <Notice className="mt-4">{error}</Notice> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void proceed();
        }}
        className="mt-6"
      >
        <SubmitButton busy={busy} busyLabel={t('checkout.register.continuing')}>
          {t('checkout.register.continueLoggedIn')}
        </SubmitButton>
      </form>
    </>
  );
}
