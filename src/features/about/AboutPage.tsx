import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/PageSection';

export default function AboutPage() {
  const { t } = useTranslation();
  return <PageSection title={t('about.title')} />;
}
