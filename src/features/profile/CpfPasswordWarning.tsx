import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice';

/** The id of the password form, where the warning's link points. */
export const PASSWORD_FORM_ID = 'change-password';

/**
 * The account still logs in with the CPF digits the checkout gave it (no secret): a warning that
 * stays until a password is chosen, with a link to the password form.
 */
export function CpfPasswordWarning({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Notice tone="info" className="mt-4">
      <p>{t('profile.cpfPassword.text')}</p>
      <a
        href={`#${PASSWORD_FORM_ID}`}
        onClick={(event) => {
          event.preventDefault();
          onChoose();
        }}
        className="mt-2 inline-block font-semibold underline underline-offset-2"
      >
        {t('profile.cpfPassword.link')}
      </a>
    </Notice>
  );
}
