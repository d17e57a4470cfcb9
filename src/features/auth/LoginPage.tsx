import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { login } from '@/api/auth';
import { useFormSubmit } from '@/components/useFormSubmit';
import { paths } from '@/lib/paths';
import { readToken } from '@/session/cookies';
import { useSession } from '@/session/useSession';
import { AuthCard } from './AuthCard';
import { AuthForm, type AuthField } from './AuthForm';
import { authLinkClass as linkClass } from './linkClass';

interface LoginForm {
  email: string;
  password: string;
  /** "Lembrar de mim": unchecked, the session ends with the browser. */
  remember: boolean;
}

/** Where a guard sent the user from (a path of this site only), else their cards. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : paths.myCards;
}

export default function LoginPage() {
  const { t } = useTranslation('account');
  const { signIn, loggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<LoginForm>({
    defaultValues: { email: '', password: '', remember: false },
  });
  // On failure: the server's message, else "Erro ao realizar login", else the connection message.
  const submit = useFormSubmit(form, async (values) => {
    const answer = await login({ email: values.email.trim(), password: values.password });
    signIn(answer.token, answer.user, { remember: values.remember });
    navigate(returnPath(location.state), { replace: true });
  });

  // Nothing is sent while a field is blank after trimming.
  const notBlank = (value: string | boolean) =>
    String(value).trim() !== '' || t('validation.required');
  const fields: AuthField<LoginForm>[] = [
    { name: 'email', autoComplete: 'email', rules: { validate: notBlank } },
    { name: 'password', autoComplete: 'current-password', rules: { validate: notBlank } },
  ];

  // Someone already signed in has nothing to do here: on to where they were going.
  if (loggedIn && readToken()) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <AuthCard title={t('login.title')} intro={t('login.welcome')}>
      <AuthForm page="login" form={form} fields={fields} submit={submit}>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 shrink-0 accent-brand-700"
              {...form.register('remember')}
            />
            {t('login.remember')}
          </label>
          <Link to={paths.forgotPassword} className={`ml-auto text-sm ${linkClass}`}>
            {t('login.forgot')}
          </Link>
        </div>
      </AuthForm>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('login.noAccount')}{' '}
        <Link to={paths.plans} className={linkClass}>
          {t('login.seePlans')}
        </Link>
      </p>
      <p className="mt-3 text-center text-sm">
        <Link to={paths.home} className={linkClass}>
          <span aria-hidden="true">← </span>
          {t('login.backHome')}
        </Link>
      </p>
    </AuthCard>
  );
}
