import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField } from '@/components/TextField';
import type { FormSubmitState } from '@/components/useFormSubmit';

/** One field of an auth form: its label is `<page>.<name>`, its type follows its autoComplete. */
export interface AuthField<T extends FieldValues> {
  name: FieldPath<T>;
  autoComplete: 'email' | 'current-password' | 'new-password';
  rules: RegisterOptions<T, FieldPath<T>>;
}

/**
 * The form of the login and password pages: its required fields, anything after them (a link),
 * the server's message and the button, all worded from the page's keys (`login.submit`…).
 */
export function AuthForm<T extends FieldValues>({
  page,
  form,
  fields,
  submit: { onSubmit, busy, serverMessage },
  children,
}: {
  page: 'login' | 'forgot' | 'reset';
  form: UseFormReturn<T>;
  fields: readonly AuthField<T>[];
  submit: FormSubmitState;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
      {fields.map(({ name, autoComplete, rules }) => (
        <TextField
          key={name}
          label={t(`${page}.${name}`)}
          type={autoComplete === 'email' ? 'email' : 'password'}
          autoComplete={autoComplete}
          required
          error={form.getFieldState(name, form.formState).error?.message}
          {...form.register(name, rules)}
        />
      ))}
      {children}
      {serverMessage ? <Notice>{serverMessage}</Notice> : null}
      <SubmitButton busy={busy} busyLabel={t(`${page}.submitting`)} className="w-full">
        {t(`${page}.submit`)}
      </SubmitButton>
    </form>
  );
}
