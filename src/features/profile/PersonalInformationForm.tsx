import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { fieldErrorsFor } from '../../api/fieldErrors';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { MaskedField } from '../../components/MaskedField';
import { Notice } from '../../components/Notice';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { CPF_MASK } from '../../lib/cpf';
import { notifyError, notifySuccess } from '../../lib/notify';
import { cpfProblem, emailProblem, nameProblem } from '../../lib/personFields';
import {
  changesPassword,
  passwordsDiffer,
  saveDetails,
  savePassword,
  type ProfileForm,
} from './saveProfile';

const serverFields: Partial<Record<string, keyof ProfileForm>> = {
  name: 'name',
  email: 'email',
  cpf: 'cpf',
  current_password: 'currentPassword',
  new_password: 'newPassword',
  new_password_confirmation: 'confirmPassword',
};

const noPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PersonalInformationForm({ initial }: { initial: ProfileForm }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [pending, setPending] = useState<ProfileForm | null>(null);
  const [saving, setSaving] = useState(false);
  // Each opening of the dialog saves at most once, however fast Confirmar is clicked again.
  const confirmed = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors },
  } = useForm<ProfileForm>({ defaultValues: initial });

  const rule = (field: 'name' | 'email' | 'cpf', problem: string | null) =>
    problem ? t(`validation.${field}.${problem}`) : true;

  function onSubmit(form: ProfileForm) {
    setFormError(null);
    if (passwordsDiffer(form)) {
      setFormError(tc('errors.passwordsDiffer'));
      return;
    }
    if (form.newPassword !== '' && form.currentPassword === '') {
      setError(
        'currentPassword',
        { message: t('profile.personal.currentRequired') },
        { shouldFocus: true },
      );
      return;
    }
    confirmed.current = false;
    setPending(form);
  }

  function fail(error: unknown) {
    const message = errorText(error, tc);
    fieldErrorsFor(error, serverFields).forEach(([field, text]) =>
      setError(field, { message: text }),
    );
    setFormError(message);
    notifyError(message);
  }

  async function confirm(form: ProfileForm) {
    if (confirmed.current) return;
    confirmed.current = true;
    setSaving(true);
    try {
      if (changesPassword(form)) {
        try {
          await savePassword(form);
        } catch (error) {
          fail(error);
          return;
        }
        // Done: a retry of the rest must not send the password change again.
        reset({ ...getValues(), ...noPasswords }, { keepDefaultValues: true });
        notifySuccess(t('profile.passwordChanged'));
      }
      try {
        await saveDetails(form);
      } catch (error) {
        fail(error);
        return;
      }
      notifySuccess(t('profile.profileUpdated'));
    } finally {
      setSaving(false);
      setPending(null);
    }
  }

  return (
    <>
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        className="mt-4 flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            className="sm:col-span-2"
            label={t('profile.personal.name')}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name', { validate: (v) => rule('name', nameProblem(v)) })}
          />
          <TextField
            label={t('profile.personal.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', { validate: (v) => rule('email', emailProblem(v)) })}
          />
          <MaskedField
            control={control}
            name="cpf"
            rules={{ validate: (v) => rule('cpf', cpfProblem(v)) }}
            label={t('profile.personal.cpf')}
            mask={CPF_MASK}
            inputMode="numeric"
            required
          />
        </div>
        <fieldset className="mt-2 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3">
          <legend className="float-left w-full pt-4 text-base font-semibold text-slate-900 sm:col-span-3">
            {t('profile.personal.passwordTitle')}
          </legend>
          <p className="-mt-2 text-sm text-slate-700 sm:col-span-3">
            {t('profile.personal.passwordHint')}
          </p>
          <TextField
            label={t('profile.personal.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <TextField
            label={t('profile.personal.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label={t('profile.personal.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </fieldset>
        {formError ? <Notice>{formError}</Notice> : null}
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
              onClick={() => void confirm(pending)}
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
