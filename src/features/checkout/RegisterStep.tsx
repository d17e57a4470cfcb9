import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { register as registerBuyer } from '@/api/auth';
import { SubmitButton } from '@/components/SubmitButton';
import { LegalAgreement } from '@/components/LegalAgreement';
import { Notice } from '@/components/Notice';
import { PersonFields } from '@/components/PersonFields';
import { useFormSubmit } from '@/components/useFormSubmit';
import { cpfDigits } from '@/lib/cpf';
import { paths } from '@/lib/paths';
import type { Buyer } from './buyer';
import { AFTER_REGISTER_MS } from './timings';
import { StepHeading } from './StepHeading';

interface RegisterForm {
  name: string;
  email: string;
  cpf: string;
}

export interface Registered {
  buyer: Buyer;
  demoCode?: string;
}

export function RegisterStep({
  initial,
  focusHeading,
  onRegistered,
}: {
  initial: Buyer | null;
  focusHeading: boolean;
  onRegistered: (registered: Registered) => void;
}) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<RegisterForm>({
    defaultValues: {
      name: initial?.name ?? '',
      email: initial?.email ?? '',
      cpf: initial?.cpf ?? '',
    },
  });
  const { control } = form;
  const { onSubmit, busy, serverMessage } = useFormSubmit(
    form,
    async (values) => {
      const buyer: Buyer = {
        name: values.name.trim(),
        email: values.email.trim(),
        cpf: cpfDigits(values.cpf),
      };
      const answer = await registerBuyer(buyer);
      setSentTo(buyer.email);
      timer.current = setTimeout(
        () => onRegistered({ buyer, demoCode: answer.demo_code }),
        AFTER_REGISTER_MS,
      );
    },
    {
      fieldOf: { name: 'name', email: 'email', cpf: 'cpf' },
      defaultErrorKey: 'errors.registerUnexpected',
    },
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <>
      <StepHeading title={t('checkout.register.title')} focusOnMount={focusHeading} />
      <p className="mt-2 text-slate-700">{t('checkout.register.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6">
        <fieldset disabled={sentTo !== null} className="flex flex-col gap-4">
          <PersonFields
            control={control}
            names={{ name: 'name', email: 'email', cpf: 'cpf' }}
            labelOf={(field) => t(`checkout.register.${field}`)}
            problemText={(field, problem) => t(`validation.${field}.${problem}`)}
            cpfPlaceholder="000.000.000-00"
          />
          {serverMessage ? <Notice>{serverMessage}</Notice> : null}
          {sentTo ? (
            <Notice tone="success">{t('checkout.register.codeSent', { email: sentTo })}</Notice>
          ) : null}
          <SubmitButton
            busy={busy || sentTo !== null}
            busyLabel={t('checkout.register.submitting')}
            className="mt-2"
          >
            {t('checkout.register.submit')}
          </SubmitButton>
          <LegalAgreement sentence="checkout" />
        </fieldset>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        {t('checkout.register.haveAccount')}{' '}
        <Link
          to={paths.login}
          state={{ from: `${location.pathname}${location.search}` }}
          className="font-semibold text-brand-800 underline"
        >
          {t('checkout.register.logIn')}
        </Link>
      </p>
    </>
  );
}
