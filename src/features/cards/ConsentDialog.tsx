import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { acceptTerms } from '../../api/user';
import { Dialog } from '../../components/Dialog';
import { Notice } from '../../components/Notice';
import { ScrollRegion } from '../../components/ScrollRegion';
import { SubmitButton } from '../../components/SubmitButton';
import { notifySuccess } from '../../lib/notify';
import { readUser, writeUser } from '../../session/cookies';

/**
 * Must be accepted: it has no close button and Escape does not close it. The screen shows it on
 * arrival, so once accepted the focus goes to `returnFocusTo` (the screen's heading).
 */
export function ConsentDialog({
  onAccepted,
  returnFocusTo,
}: {
  onAccepted: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
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
      notifySuccess(t('terms.accepted'));
      onAccepted();
    } catch (failure) {
      running.current = false;
      setBusy(false);
      setError(errorText(failure, tc));
    }
  }

  return (
    <Dialog title={t('terms.title')} returnFocusTo={returnFocusTo}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void accept();
        }}
      >
        <ScrollRegion
          label={t('terms.textLabel')}
          className="flex max-h-[50vh] flex-col gap-3 text-sm text-slate-800"
        >
          <p>{t('terms.p1')}</p>
          <p>{t('terms.p2')}</p>
          <p>{t('terms.p3')}</p>
        </ScrollRegion>
        {error ? <Notice className="mt-4">{error}</Notice> : null}
        <SubmitButton busy={busy} busyLabel={tc('common.wait')} className="mt-6 w-full">
          {t('terms.accept')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
