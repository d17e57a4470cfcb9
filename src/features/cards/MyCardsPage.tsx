import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/PageSection';

export default function MyCardsPage() {
  const { t } = useTranslation();
  return <PageSection title={t('cards.title')} />;
}
