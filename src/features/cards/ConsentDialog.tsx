import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptTerms } from '../../api/user';
import { Dialog } from '../../components/Dialog';
import { LegalAgreement } from '../../components/LegalAgreement';
import { Notice } from '../../components/Notice';
import { ScrollRegion } from '../../components/ScrollRegion';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormSubmit } from '../../components/useFormSubmit';
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
  const { onSubmit, busy, serverMessage } = useFormSubmit(useForm(), async () => {
    await acceptTerms();
    const user = readUser();
    if (user) writeUser({ ...user, accept_terms: 1 });
    notifySuccess(t('terms.accepted'));
    onAccepted();
  });

  return (
    <Dialog title={t('terms.title')} returnFocusTo={returnFocusTo}>
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
        {/* After the one button, which takes the focus first: the dialog is there to be accepted. */}
        <LegalAgreement sentence="consent" className="mt-4 text-center" />
      </form>
    </Dialog>
  );
}
