import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/PageSection';

export default function PlansPage() {
  const { t } = useTranslation();
  return <PageSection title={t('plans.title')} />;
}
