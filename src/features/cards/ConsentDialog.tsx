import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptTerms } from '@/api/user';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { LegalAgreement } from '@/components/LegalAgreement';
import { Notice } from '@/components/Notice';
import { ScrollRegion } from '@/components/ScrollRegion';
import { SubmitButton } from '@/components/SubmitButton';
import { useFormSubmit } from '@/components/useFormSubmit';
import { notifySuccess } from '@/lib/notify';
import { readUser, writeUser } from '@/session/cookies';
import { useSession } from '@/session/useSession';

/**
 * Must be answered before the cards are used: accepted, or declined, which logs out (what logout
 * clears goes) and leads home; Escape declines, as the dialog says next to its buttons. The screen
 * shows it on arrival, so once accepted the focus goes to `returnFocusTo` (the screen's heading).
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
  const { signOut } = useSession();
  const { onSubmit, busy, serverMessage } = useFormSubmit(useForm(), async () => {
    await acceptTerms();
    const user = readUser();
    if (user) writeUser({ ...user, accept_terms: 1 });
    notifySuccess(t('terms.accepted'));
    onAccepted();
  });
  const decline = () => {
    if (!busy) signOut('declinedTerms');
  };

  return (
    <Dialog title={t('terms.title')} returnFocusTo={returnFocusTo} onClose={decline}>
      <form onSubmit={onSubmit}>
        <ScrollRegion
          label={t('terms.textLabel')}
          className="flex max-h-[50vh] flex-col gap-3 text-sm text-slate-800"
        >
          <p>{t('terms.p1')}</p>
          <p>{t('terms.p2')}</p>
          <p>{t('terms.p3')}</p>
        </ScrollRegion>
        {serverMessage ? <Notice className="mt-4">{serverMessage}</Notice> : null}
        <SubmitButton busy={busy} busyLabel={tc('common.wait')} className="mt-6 w-full">
          {t('terms.accept')}
        </SubmitButton>
        <p className="mt-4 text-sm text-slate-700">{t('terms.declineText')}</p>
        <Button variant="secondary" onClick={decline} disabled={busy} className="mt-3 w-full">
          {t('terms.decline')}
        </Button>
        {/* After the buttons, accepting first, which takes the focus: the dialog is there to be
            accepted. */}
        <LegalAgreement sentence="consent" className="mt-4 text-center" />
      </form>
    </Dialog>
  );
}
