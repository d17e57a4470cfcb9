import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgotPassword } from '@/api/auth';
import { isNotOffered } from '@/api/notOffered';
import { Notice } from '@/components/Notice';
import { useFormSubmit, type FormSubmitOptions } from '@/components/useFormSubmit';
import { isDemo } from '@/lib/env';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { AuthForm, type AuthField } from './AuthForm';
import { authLinkClass } from './linkClass';

interface ForgotForm {
  email: string;
}

/** An e-mail the server refuses is said under the field, which takes the focus. */
const emailAtItsField: FormSubmitOptions<ForgotForm> = { fieldOf: { email: 'email' } };

/** The demo backend's reset link, kept only when it is a path of this site. */
function demoResetPath(url: string | undefined): string | null {
  return isDemo && url && url.startsWith(`${paths.resetPassword}?`) ? url : null;
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState<{ demoPath: string | null } | null>(null);
  const [notOffered, setNotOffered] = useState(false);
  const form = useForm<ForgotForm>({ defaultValues: { email: '' } });
  const submit = useFormSubmit(
    form,
    async ({ email }) => {
      try {
        const answer = await forgotPassword({ email: email.trim() });
        setSent({ demoPath: demoResetPath(answer.demo_reset_url) });
      } catch (error) {
        if (!isNotOffered(error)) throw error;
        setNotOffered(true);
      }
    },
    emailAtItsField,
  );

  const fields: AuthField<ForgotForm>[] = [
    {
      name: 'email',
      autoComplete: 'email',
      rules: { validate: (v) => v.trim() !== '' || t('validation.email.required') },
    },
  ];

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {notOffered ? (
        <Notice tone="info" className="mt-6" focusOnMount>
          {t('forgot.notOffered')}
        </Notice>
      ) : sent ? (
        <div className="mt-6 flex flex-col gap-4">
          <Notice tone="success" focusOnMount>
            {t('forgot.sent')}
          </Notice>
          {sent.demoPath ? (
            <Link to={sent.demoPath} className={authLinkClass}>
              {t('forgot.demoLink')}
            </Link>
          ) : null}
        </div>
      ) : (
        <AuthForm page="forgot" form={form} fields={fields} submit={submit} />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className={authLinkClass}>
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
