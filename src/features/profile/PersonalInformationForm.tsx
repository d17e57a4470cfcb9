import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '@/lib/passwordRules';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Notice } from '@/components/Notice';
import { PersonFields } from '@/components/PersonFields';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField } from '@/components/TextField';
import { useFormSubmit, type FormSubmitOptions } from '@/components/useFormSubmit';
import { cpfDigits } from '@/lib/cpf';
import { notifySuccess } from '@/lib/notify';
import {
  changesEmail,
  changesPassword,
  passwordsDiffer,
  saveDetails,
  savePassword,
  type ProfileForm,
} from './saveProfile';

/** A failure is said once: under its field (which takes the focus), else in the form's notice. */
const failure: FormSubmitOptions<ProfileForm> = {
  fieldOf: {
    name: 'name',
    email: 'email',
    cpf: 'cpf',
    password: 'emailPassword',
    current_password: 'currentPassword',
    new_password: 'newPassword',
    new_password_confirmation: 'confirmPassword',
  },
};

const noPasswords = {
  emailPassword: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

const passwordFields = [
  ['currentPassword', 'current-password'],
  ['newPassword', 'new-password'],
  ['confirmPassword', 'new-password'],
] as const;

export function PersonalInformationForm({ initial }: { initial: ProfileForm }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [pending, setPending] = useState<ProfileForm | null>(null);
  // Each opening of the dialog saves at most once, however fast Confirmar is clicked again.
  const confirmed = useRef(false);
  // The e-mail the account has now: the one loaded, then the one last saved.
  const [savedEmail, setSavedEmail] = useState(initial.email);
  const form = useForm<ProfileForm>({ defaultValues: initial });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors },
  } = form;
  const emailChanged = changesEmail(useWatch({ control, name: 'email' }), savedEmail);
  // The form's submit only checks and asks for confirmation; the dialog's Confirmar sends.
  const {
    submit: save,
    busy: saving,
    serverMessage,
    clearServerMessage,
  } = useFormSubmit(form, saveConfirmed, failure);

  function review(values: ProfileForm) {
    clearServerMessage();
    // The product spec's "As senhas não coincidem!", said at the confirmation it concerns.
    if (passwordsDiffer(values)) {
      setError('confirmPassword', { message: tc('errors.passwordsDiffer') }, { shouldFocus: true });
      return;
    }
    const problem =
      values.newPassword === ''
        ? null
        : newPasswordProblem(values.newPassword, cpfDigits(values.cpf));
    if (problem) {
      setError(
        'newPassword',
        { message: t(`password.rules.${problem}`, { count: MIN_PASSWORD_LENGTH }) },
        { shouldFocus: true },
      );
      return;
    }
    if (changesEmail(values.email, savedEmail) && values.emailPassword === '') {
      setError(
        'emailPassword',
        { message: t('profile.personal.emailPasswordRequired') },
        { shouldFocus: true },
      );
      return;
    }
    if (values.newPassword !== '' && values.currentPassword === '') {
      setError(
        'currentPassword',
        { message: t('profile.personal.currentRequired') },
        { shouldFocus: true },
      );
      return;
    }
    confirmed.current = false;
    setPending(values);
  }

  function confirm(values: ProfileForm) {
    if (confirmed.current) return;
    confirmed.current = true;
    void save(values);
  }

  async function saveConfirmed(values: ProfileForm) {
    try {
      const passwordChanged = changesPassword(values);
      if (passwordChanged) {
        await savePassword(values);
        // Done: a retry of the rest must not send the password change again (a new e-mail then
        // takes the new password, typed again).
        reset({ ...getValues(), ...noPasswords }, { keepDefaultValues: true });
        notifySuccess(t('profile.passwordChanged'));
      }
      await saveDetails(values, savedEmail, passwordChanged);
      setSavedEmail(values.email.trim());
      reset({ ...getValues(), ...noPasswords }, { keepDefaultValues: true });
      notifySuccess(t('profile.profileUpdated'));
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <form
        onSubmit={(event) => void handleSubmit(review)(event)}
        noValidate
        className="mt-4 flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields
            control={control}
            names={{ name: 'name', email: 'email', cpf: 'cpf' }}
            labelOf={(field) => t(`profile.personal.${field}`)}
            problemText={(field, problem) => t(`validation.${field}.${problem}`)}
            nameClassName="sm:col-span-2"
          />
          {emailChanged ? (
            <TextField
              className="sm:col-span-2"
              label={t('profile.personal.emailPassword')}
              type="password"
              autoComplete="current-password"
              error={errors.emailPassword?.message}
              {...register('emailPassword')}
            />
          ) : null}
        </div>
        <fieldset
          id="change-password"
          className="mt-2 grid scroll-mt-20 gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3"
        >
          <legend className="float-left w-full pt-4 text-base font-semibold text-slate-900 sm:col-span-3">
            {t('profile.personal.passwordTitle')}
          </legend>
          <p className="-mt-2 text-sm text-slate-700 sm:col-span-3">
            {t('profile.personal.passwordHint')}
          </p>
          {passwordFields.map(([name, autoComplete]) => (
            <TextField
              key={name}
              label={t(`profile.personal.${name}`)}
              type="password"
              autoComplete={autoComplete}
              hint={
                name === 'newPassword'
                  ? t('password.hint', { count: MIN_PASSWORD_LENGTH })
                  : undefined
              }
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </fieldset>
        {serverMessage ? <Notice>{serverMessage}</Notice> : null}
        <SubmitButton
          busy={saving}
          busyLabel={t('profile.personal.saving')}
          className="self-stretch sm:self-end"
        >
          {t('profile.personal.submit')}
        </SubmitButton>
      </form>

      {pending ? (
        <Dialog
          title={t('profile.confirm.title')}
          onClose={saving ? undefined : () => setPending(null)}
        >
          <p className="text-slate-700">{t('profile.confirm.text')}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setPending(null)} disabled={saving}>
              {tc('common.cancel')}
            </Button>
            <Button
              onClick={() => confirm(pending)}
              aria-disabled={saving || undefined}
              className="aria-disabled:cursor-progress aria-disabled:opacity-70"
            >
              {saving ? t('profile.personal.saving') : tc('common.confirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
