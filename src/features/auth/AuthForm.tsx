import type { ReactNode } from 'react';
import { Notice } from '../../components/Notice';
import { SubmitButton } from '../../components/SubmitButton';
import type { FormSubmitState } from '../../components/useFormSubmit';

/** The form of the login and password pages: its fields, the server's message, one button. */
export function AuthForm({
  submit: { onSubmit, busy, serverMessage },
  submitLabel,
  busyLabel,
  children,
}: {
  submit: FormSubmitState;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
      {children}
      {serverMessage ? <Notice>{serverMessage}</Notice> : null}
      <SubmitButton busy={busy} busyLabel={busyLabel} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
