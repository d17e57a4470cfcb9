import { changePassword } from '@/api/user';
import { updateProfile } from '@/api/auth';
import { cpfDigits } from '@/lib/cpf';
import { tellOtherTabs } from '@/session/otherTabs';

export interface ProfileForm {
  name: string;
  email: string;
  cpf: string;
  /** The current password, asked for only when the e-mail changes. */
  emailPassword: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The product spec, section 5: a new password (or its confirmation) that differs from the other. */
export function passwordsDiffer(form: ProfileForm): boolean {
  return (
    (form.newPassword !== '' || form.confirmPassword !== '') &&
    form.newPassword !== form.confirmPassword
  );
}

/** The password call is made only when both the current and the new password are filled. */
export function changesPassword(form: ProfileForm): boolean {
  return form.currentPassword !== '' && form.newPassword !== '';
}

export async function savePassword(form: ProfileForm): Promise<void> {
  await changePassword({
    current_password: form.currentPassword,
    new_password: form.newPassword,
    new_password_confirmation: form.confirmPassword,
  });
  // The API ended every other session of the account; the other tabs hear it from here.
  tellOtherTabs({ kind: 'ended', reason: 'passwordChanged' });
}

/** Whether the form moves the account to another e-mail (compared as the server does). */
export function changesEmail(email: string, savedEmail: string): boolean {
  const normal = (text: string) => text.trim().toLowerCase();
  return normal(email) !== normal(savedEmail);
}

/**
 * Saves name, e-mail and CPF. A new e-mail goes with the current password: the one just chosen
 * when this save changed it first, else the one typed for the e-mail.
 */
export async function saveDetails(
  form: ProfileForm,
  savedEmail: string,
  passwordChanged: boolean,
): Promise<void> {
  const password = passwordChanged ? form.newPassword : form.emailPassword;
  await updateProfile({
    name: form.name.trim(),
    email: form.email.trim(),
    cpf: cpfDigits(form.cpf),
    ...(changesEmail(form.email, savedEmail) ? { password } : {}),
  });
}
