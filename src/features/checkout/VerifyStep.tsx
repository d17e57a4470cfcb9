import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { Button } from '../../components/Button';
import { SubmitButton } from '../../components/SubmitButton';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { isDemo } from '../../lib/env';
import { useSession } from '../../session/useSession';
import { confirmBuyer, type Buyer, type ConfirmProgress } from './buyer';
import { StepHeading } from './StepHeading';

interface VerifyForm {
  code: string;
}

export function VerifyStep({
  buyer,
  demoCode,
  onBack,
  onConfirmed,
}: {
  buyer: Buyer;
  demoCode?: string;
  onBack: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const { signIn } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  // Once the code is accepted it cannot be sent again, nor the data changed.
  const [verified, setVerified] = useState(false);
  const busy = useRef(false);
  const progress = useRef<ConfirmProgress>({ verified: false, signedIn: false });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerifyForm>({ defaultValues: { code: '' } });

  async function onSubmit({ code }: VerifyForm) {
    if (busy.current) return;
    busy.current = true;
    setServerError(null);
    try {
      await confirmBuyer(buyer, code.trim(), signIn, progress.current);
      onConfirmed();
    } catch (error) {
      busy.current = false;
      setVerified(progress.current.verified);
      setServerError(errorText(error, tc));
    }
  }

  return (
    <>
      <StepHeading title={t('checkout.verify.title')} />
      <p className="mt-2 text-slate-700">{t('checkout.verify.intro', { email: buyer.email })}</p>
      {isDemo && demoCode ? (
        <Notice tone="info" className="mt-4">
          {t('checkout.register.demoCode', { code: demoCode })}
        </Notice>
      ) : null}
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        className="mt-6 flex flex-col gap-4"
      >
        <TextField
          label={t('checkout.verify.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          readOnly={verified}
          error={errors.code?.message}
          {...register('code', {
            validate: (v) =>
              verified || (v.trim() !== '' && buyer.email !== '') || tc('errors.fillCode'),
          })}
        />
        {serverError ? <Notice>{serverError}</Notice> : null}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onBack} disabled={isSubmitting || verified}>
            {t('checkout.verify.back')}
          </Button>
          <SubmitButton busy={isSubmitting} busyLabel={t('checkout.verify.submitting')}>
            {t('checkout.verify.submit')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
