import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { acceptTerms } from '../../api/user';
import { Dialog } from '../../components/Dialog';
import { Notice } from '../../components/Notice';
import { SubmitButton } from '../../components/SubmitButton';
import { readUser, writeUser } from '../../session/cookies';

/** Must be accepted: it has no close button and Escape does not close it. */
export function ConsentDialog({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  async function accept() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await acceptTerms();
      const user = readUser();
      if (user) writeUser({ ...user, accept_terms: 1 });
      toast.success(t('terms.accepted'));
      onAccepted();
    } catch (failure) {
      running.current = false;
      setBusy(false);
      setError(errorText(failure, tc));
    }
  }

  return (
    <Dialog title={t('terms.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void accept();
        }}
      >
        <div className="flex max-h-[50vh] flex-col gap-3 overflow-y-auto text-sm text-slate-800">
          <p>{t('terms.p1')}</p>
          <p>{t('terms.p2')}</p>
          <p>{t('terms.p3')}</p>
        </div>
        {error ? <Notice className="mt-4">{error}</Notice> : null}
        <SubmitButton busy={busy} busyLabel={tc('common.wait')} className="mt-6 w-full">
          {t('terms.accept')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
