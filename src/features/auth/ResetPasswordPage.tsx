import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/PageSection';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return <PageSection title={t('resetPassword.title')} />;
}
