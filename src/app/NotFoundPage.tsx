import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '../features/auth/AuthCard';
import { paths } from '../lib/paths';

/** The page of an unknown address, framed as the other pages without header and footer. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('notFound.title')} intro={t('notFound.text')}>
      <Link
        to={paths.home}
        className="mt-8 block rounded-full bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.back')}
      </Link>
    </AuthCard>
  );
}
