import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ButtonLink';
import { AuthCard } from '../features/auth/AuthCard';
import { paths } from '../lib/paths';

/** The page of an unknown address, framed as the other pages without header and footer. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('notFound.title')} intro={t('notFound.text')}>
      <ButtonLink to={paths.home} size="large" className="mt-8 w-full">
        {t('notFound.back')}
      </ButtonLink>
    </AuthCard>
  );
}
