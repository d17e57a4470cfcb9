import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgotPassword } from '../../api/auth';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { useFormSubmit } from '../../components/useFormSubmit';
import { isDemo } from '../../lib/env';
import { paths } from '../../lib/paths';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
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
  const [sent, setSent] = useState<{ demoPath: string | null } | null>(null);
  const form = useForm<ForgotForm>({ defaultValues: { email: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(form, async ({ email }) => {
    const answer = await forgotPassword({ email: email.trim() });
    setSent({ demoPath: demoResetPath(answer.demo_reset_url) });
  });

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
        <AuthForm
          submit={submit}
          submitLabel={t('forgot.submit')}
          busyLabel={t('forgot.submitting')}
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
        </AuthForm>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className={authLinkClass}>
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
