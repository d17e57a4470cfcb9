import { changePassword } from '../../api/user';
import { updateProfile } from '../../api/auth';
import { cpfDigits } from '../../lib/cpf';

export interface ProfileForm {
  name: string;
  email: string;
  cpf: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** SPEC.md section 5: a new password (or its confirmation) that differs from the other. */
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
}

export async function saveDetails(form: ProfileForm): Promise<void> {
  await updateProfile({
    name: form.name.trim(),
    email: form.email.trim(),
    cpf: cpfDigits(form.cpf),
  });
}
