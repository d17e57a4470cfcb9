import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { login } from '../../api/auth';
import { errorText } from '../../api/errors';
import { Notice } from '../../components/Notice';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { paths } from '../../lib/paths';
import { useSession } from '../../session/useSession';
import { AuthCard } from './AuthCard';
import { authLinkClass as linkClass } from './linkClass';

interface LoginForm {
  email: string;
  password: string;
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
  const { t: tc } = useTranslation('common');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  async function onSubmit(values: LoginForm) {
    setServerError(null);
    try {
      const answer = await login({ email: values.email.trim(), password: values.password });
      signIn(answer.token, answer.user);
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      // The server's message, else "Erro ao realizar login", else the connection message.
      setServerError(errorText(error, tc));
    }
  }

  // SPEC.md section 5: nothing is sent while a field is blank after trimming.
  const notBlank = (value: string) => value.trim() !== '' || t('validation.required');

  return (
    <AuthCard title={t('login.title')} intro={t('login.welcome')}>
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        className="mt-6 flex flex-col gap-4"
      >
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', { validate: notBlank })}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password', { validate: notBlank })}
        />
        <Link to={paths.forgotPassword} className={`self-end text-sm ${linkClass}`}>
          {t('login.forgot')}
        </Link>
        {serverError ? <Notice>{serverError}</Notice> : null}
        <SubmitButton busy={isSubmitting} busyLabel={t('login.submitting')} className="w-full">
          {t('login.submit')}
        </SubmitButton>
      </form>
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
