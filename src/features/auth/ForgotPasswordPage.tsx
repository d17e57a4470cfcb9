import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/PageSection';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <PageSection title={t('forgotPassword.title')} />;
}
