import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href, paths } from '../lib/paths';

const footerLinks = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.plans, key: 'nav.plans' },
  { to: paths.about, key: 'nav.about' },
  { to: href.contactForm, key: 'nav.contact' },
  { to: paths.terms, key: 'nav.terms' },
  { to: paths.privacy, key: 'nav.privacy' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-header text-slate-200 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="text-lg font-bold text-white">{t('app.name')}</p>
          <p className="mt-2 text-sm">{t('app.tagline')}</p>
        </div>
        <nav aria-label={t('nav.footer')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {footerLinks.map(({ to, key }) => (
              <li key={key}>
                <Link to={to} className="hover:text-white hover:underline">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-slate-300">
        {t('footer.copyright', { year, name: t('app.name') })}
      </p>
    </footer>
  );
}
