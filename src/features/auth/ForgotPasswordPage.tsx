import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgotPassword } from '../../api/auth';
import { errorText } from '../../api/errors';
import { Notice } from '../../components/Notice';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { isDemo } from '../../lib/env';
import { paths } from '../../lib/paths';
import { AuthCard } from './AuthCard';
import { authLinkClass } from './linkClass';

interface ForgotForm {
  email: string;
}

/** The demo backend's reset link, kept only when it is a path of this site. */
function demoResetPath(url: string | undefined): string | null {
  return isDemo && url && url.startsWith(`${paths.resetPassword}?`) ? url : null;
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ demoPath: string | null } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm>({ defaultValues: { email: '' } });

  async function onSubmit({ email }: ForgotForm) {
    setServerError(null);
    try {
      const answer = await forgotPassword({ email: email.trim() });
      setSent({ demoPath: demoResetPath(answer.demo_reset_url) });
    } catch (error) {
      setServerError(errorText(error, tc));
    }
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {sent ? (
        <div className="mt-6 flex flex-col gap-4">
          <Notice tone="success">{t('forgot.sent')}</Notice>
          {sent.demoPath ? (
            <Link to={sent.demoPath} className={authLinkClass}>
              {t('forgot.demoLink')}
            </Link>
          ) : null}
        </div>
      ) : (
        <form
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          noValidate
          className="mt-6 flex flex-col gap-4"
        >
          <TextField
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', {
              validate: (v) => v.trim() !== '' || t('validation.email.required'),
            })}
          />
          {serverError ? <Notice>{serverError}</Notice> : null}
          <SubmitButton busy={isSubmitting} busyLabel={t('forgot.submitting')} className="w-full">
            {t('forgot.submit')}
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className={authLinkClass}>
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
