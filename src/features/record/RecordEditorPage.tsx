import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageSection } from '../../components/PageSection';
import { formatCardCode } from '../../lib/cardCode';

export default function RecordEditorPage() {
  const { t } = useTranslation();
  const { cardNumber = '' } = useParams();
  return (
    <PageSection title={t('recordEditor.title')}>
      <p className="mt-2 text-slate-700">
        {t('record.cardNumber', { code: formatCardCode(cardNumber) })}
      </p>
    </PageSection>
  );
}
