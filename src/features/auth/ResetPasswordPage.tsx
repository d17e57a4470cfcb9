import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../api/auth';
import { errorText } from '../../api/errors';
import { fieldErrorsFor } from '../../api/fieldErrors';
import { Notice } from '../../components/Notice';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { paths } from '../../lib/paths';
import { AuthCard } from './AuthCard';
import { authLinkClass } from './linkClass';

interface ResetForm {
  password: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const email = query.get('email')?.trim() ?? '';
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ defaultValues: { password: '', confirm: '' } });

  async function onSubmit({ password, confirm }: ResetForm) {
    setServerError(null);
    try {
      await resetPassword({ email, token, password, password_confirmation: confirm });
      setDone(true);
    } catch (error) {
      const fieldErrors = fieldErrorsFor<keyof ResetForm>(error, {
        password: 'password',
        password_confirmation: 'confirm',
      });
      fieldErrors.forEach(([field, message], index) =>
        setError(field, { message }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length === 0) setServerError(errorText(error, tc));
    }
  }

  const required = (value: string) => value !== '' || t('validation.required');

  let content;
  if (!token || !email) {
    content = (
      <div className="mt-6 flex flex-col gap-4">
        <Notice>{t('reset.invalidLink')}</Notice>
        <Link to={paths.forgotPassword} className={authLinkClass}>
          {t('reset.requestNew')}
        </Link>
      </div>
    );
  } else if (done) {
    content = (
      <Notice tone="success" className="mt-6">
        {t('reset.done')}
      </Notice>
    );
  } else {
    content = (
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        className="mt-6 flex flex-col gap-4"
      >
        <TextField
          label={t('reset.password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', { validate: required })}
        />
        <TextField
          label={t('reset.confirm')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...register('confirm', {
            validate: (value, form) =>
              value === ''
                ? t('validation.required')
                : value === form.password || tc('errors.passwordsDiffer'),
          })}
        />
        {serverError ? <Notice>{serverError}</Notice> : null}
        <SubmitButton busy={isSubmitting} busyLabel={t('reset.submitting')} className="w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      {content}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className={authLinkClass}>
          {t('reset.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
