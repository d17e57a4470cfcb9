import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { login } from '../api/auth';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { Notice } from '../components/Notice';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { useFormSubmit } from '../components/useFormSubmit';
import { useSession } from '../session/useSession';

interface PasswordForm {
  password: string;
}

/**
 * Asks the signed-in user for their password again (the e-mail is known, shown, not editable) and
 * logs in with it; a wrong password is said here. Escape cancels, as the cancel button does; a
 * click outside does nothing, so that a stray click does not throw away what the screen holds.
 */
export function SignInAgainDialog({
  email,
  onSignedIn,
  onCancel,
}: {
  email: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const form = useForm<PasswordForm>({ defaultValues: { password: '' } });
  const submit = useFormSubmit(form, async ({ password }) => {
    const answer = await login({ email, password });
    signIn(answer.token, answer.user);
    onSignedIn();
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCancel();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);

  const error = form.formState.errors.password?.message;
  return (
    <Dialog title={t('signInAgain.title')}>
      <p className="text-sm text-slate-700">{t('signInAgain.text')}</p>
      <form onSubmit={submit.onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <p className="break-words text-sm font-medium text-slate-900">
          {t('signInAgain.account', { email })}
        </p>
        <TextField
          label={t('signInAgain.password')}
          type="password"
          autoComplete="current-password"
          required
          error={error}
          {...form.register('password', {
            validate: (value) => value !== '' || t('validation.required'),
          })}
        />
        {/* For password managers: the account the password belongs to. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        {submit.serverMessage ? <Notice>{submit.serverMessage}</Notice> : null}
        <SubmitButton busy={submit.busy} busyLabel={t('signInAgain.submitting')} className="w-full">
          {t('signInAgain.submit')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} className="w-full">
          {t('signInAgain.cancel')}
        </Button>
      </form>
    </Dialog>
  );
}
