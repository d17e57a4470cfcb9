import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-brand-700">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('notFound.text')}</p>
      <Link
        to={paths.home}
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.back')}
      </Link>
    </section>
  );
}
