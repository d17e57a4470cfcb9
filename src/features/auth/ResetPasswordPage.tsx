import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '@/api/auth';
import { Notice } from '@/components/Notice';
import { useFormSubmit } from '@/components/useFormSubmit';
import { isNotOffered } from '@/api/notOffered';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { AuthForm, type AuthField } from './AuthForm';
import { authLinkClass } from './linkClass';
import { addressHasResetLink, forgetResetLink, takeResetLink } from './resetLink';

interface ResetForm {
  password: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [query] = useSearchParams();
  const [{ token, email }] = useState(() => takeResetLink(query));
  const [done, setDone] = useState(false);
  const [notOffered, setNotOffered] = useState(false);
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const linkInAddress = addressHasResetLink(query);

  // Out of the address bar and the history at once; the tab keeps the link (resetLink.ts).
  useEffect(() => {
    if (linkInAddress) void navigate({ pathname, hash }, { replace: true });
  }, [linkInAddress, pathname, hash, navigate]);

  const form = useForm<ResetForm>({ defaultValues: { password: '', confirm: '' } });
  const submit = useFormSubmit(
    form,
    async ({ password, confirm }) => {
      try {
        await resetPassword({ email, token, password, password_confirmation: confirm });
      } catch (error) {
        if (!isNotOffered(error)) throw error;
        setNotOffered(true);
        return;
      }
      forgetResetLink();
      setDone(true);
    },
    { fieldOf: { password: 'password', password_confirmation: 'confirm' } },
  );

  const fields: AuthField<ResetForm>[] = [
    {
      name: 'password',
      autoComplete: 'new-password',
      rules: { validate: (value) => value !== '' || t('validation.required') },
    },
    {
      name: 'confirm',
      autoComplete: 'new-password',
      rules: {
        validate: (value, values) =>
          value === ''
            ? t('validation.required')
            : value === values.password || tc('errors.passwordsDiffer'),
      },
    },
  ];

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
  } else if (notOffered) {
    content = (
      <Notice tone="info" className="mt-6" focusOnMount>
        {t('reset.notOffered')}
      </Notice>
    );
  } else if (done) {
    content = (
      <Notice tone="success" className="mt-6" focusOnMount>
        {t('reset.done')}
      </Notice>
    );
  } else {
    content = <AuthForm page="reset" form={form} fields={fields} submit={submit} />;
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
