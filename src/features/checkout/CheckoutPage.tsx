import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/PageSection';

export default function CheckoutPage() {
  const { t } = useTranslation();
  return <PageSection title={t('checkout.title')} />;
}
