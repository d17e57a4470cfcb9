import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner';

export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} className="min-h-screen" />;
}
