import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@/api/user';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '@/lib/passwordRules';
import { Notice } from '@/components/Notice';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField } from '@/components/TextField';
import { tellOtherTabs } from '@/session/otherTabs';
import { useFormSubmit, type FormSubmitOptions } from '@/components/useFormSubmit';
import type { Buyer } from './buyer';

interface PasswordForm {
  newPassword: string;
  confirmPassword: string;
}

const failure: FormSubmitOptions<PasswordForm> = {
  fieldOf: { new_password: 'newPassword', new_password_confirmation: 'confirmPassword' },
};

/**
 * Asks an account whose password is still its CPF digits (no secret: the checkout's first login)
 * for a password of its own, sent with the CPF as the current password. A required step: it
 * cannot be skipped (src/lib/passwordRules.ts). Without `titled`, the page around it says the title.
 */
export function ChoosePassword({
  buyer,
  onChosen,
  titled = true,
}: {
  buyer: Pick<Buyer, 'cpf'>;
  onChosen: () => void;
  titled?: boolean;
}) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const form = useForm<PasswordForm>({ defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const { onSubmit, busy, serverMessage } = useFormSubmit(
    form,
    async ({ newPassword, confirmPassword }) => {
      await changePassword({
        current_password: buyer.cpf,
        new_password: newPassword,
        new_password_confirmation: confirmPassword,
      });
      tellOtherTabs({ kind: 'ended', reason: 'passwordChanged' });
      onChosen();
    },
    failure,
  );

  return (
    <section
      aria-labelledby={titled ? headingId : undefined}
      className={titled ? 'mt-6 border-t border-slate-200 pt-5' : ''}
    >
      {titled ? (
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('checkout.choosePassword.title')}
        </h3>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{t('checkout.choosePassword.text')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('checkout.choosePassword.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('password.hint', { count: MIN_PASSWORD_LENGTH })}
          error={errors.newPassword?.message}
          {...form.register('newPassword', {
            validate: (value) => {
              const problem = newPasswordProblem(value, buyer.cpf);
              return problem
                ? t(`password.rules.${problem}`, { count: MIN_PASSWORD_LENGTH })
                : true;
            },
          })}
        />
        <TextField
          label={t('checkout.choosePassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword', {
            validate: (value, { newPassword }) => {
              if (value === '') return t('password.rules.confirmRequired');
              return value === newPassword || t('password.rules.mismatch');
            },
          })}
        />
        {serverMessage ? <Notice>{serverMessage}</Notice> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <SubmitButton busy={busy} busyLabel={t('checkout.choosePassword.saving')}>
            {t('checkout.choosePassword.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
