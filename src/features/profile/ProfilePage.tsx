import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/PageSection';

export default function ProfilePage() {
  const { t } = useTranslation();
  return <PageSection title={t('profile.title')} />;
}
