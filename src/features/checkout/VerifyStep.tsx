import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { SubmitButton } from '@/components/SubmitButton';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { useFormSubmit, type FormSubmitOptions } from '@/components/useFormSubmit';
import { isDemo } from '@/lib/env';
import { useSession } from '@/session/useSession';
import { confirmBuyer, type Buyer, type ConfirmProgress } from './buyer';
import { StepHeading } from './StepHeading';

interface VerifyForm {
  code: string;
}

/** A code refused ("Código inválido.") is said under the code, which takes the focus. */
const codeAtItsField: FormSubmitOptions<VerifyForm> = { fieldOf: { code: 'code' } };

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
  // Once the code is accepted it cannot be sent again, nor the data changed.
  const [verified, setVerified] = useState(false);
  const progress = useRef<ConfirmProgress>({ verified: false, signedIn: false });
  const form = useForm<VerifyForm>({ defaultValues: { code: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  const { onSubmit, busy, serverMessage } = useFormSubmit(
    form,
    async ({ code }) => {
      try {
        await confirmBuyer(buyer, code.trim(), signIn, progress.current);
      } catch (error) {
        setVerified(progress.current.verified);
        throw error;
      }
      onConfirmed();
    },
    codeAtItsField,
  );

  return (
    <>
      <StepHeading title={t('checkout.verify.title')} />
      <p className="mt-2 text-slate-700">{t('checkout.verify.intro', { email: buyer.email })}</p>
      {isDemo && demoCode ? (
        <Notice tone="info" className="mt-4">
          {t('checkout.register.demoCode', { code: demoCode })}
        </Notice>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
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
        {serverMessage ? <Notice>{serverMessage}</Notice> : null}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onBack} disabled={busy || verified}>
            {t('checkout.verify.back')}
          </Button>
          <SubmitButton busy={busy} busyLabel={t('checkout.verify.submitting')}>
            {t('checkout.verify.submit')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
