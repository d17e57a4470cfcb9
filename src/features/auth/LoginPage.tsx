import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { login } from '../../api/auth';
import { errorText } from '../../api/errors';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { paths } from '../../lib/paths';
import { useSession } from '../../session/useSession';

interface LoginForm {
  email: string;
  password: string;
}

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : paths.myCards;
}

export default function LoginPage() {
  const { t } = useTranslation();
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
      setServerError(errorText(error, t));
    }
  }

  const notBlank = (value: string) => value.trim() !== '' || t('validation.required');

  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-header to-brand-800 px-4 py-10">
      <section className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <Link to={paths.home} className="text-sm font-medium text-brand-800 hover:underline">
          ← {t('login.backHome')}
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('login.title')}</h1>
        <p className="mt-1 text-slate-700">{t('login.welcome')}</p>

        <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 flex flex-col gap-4">
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
          {serverError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {serverError}
            </p>
          ) : null}
          <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </Button>
          <Link
            to={paths.forgotPassword}
            className="text-center text-sm font-medium text-brand-800 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </form>
      </section>
    </div>
  );
}
