import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '../components/Button';
import { ButtonLink } from '../components/ButtonLink';
import { Dialog } from '../components/Dialog';
import { paths } from '../lib/paths';
import { useSession } from '../session/useSession';
import { LanguageSwitcher } from './LanguageSwitcher';
import { accountLinks, mainLinks, menuOnlyLinks } from '../lib/navLinks';

/**
 * The header's menu on phones, a dialog from the side. Its own chunk (with the dialog): the
 * first paint shows only the button that opens it.
 */
export default function MobileMenu({
  languageAlwaysShown,
  onClose: closeMenu,
}: {
  languageAlwaysShown: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { loggedIn, signOut } = useSession();
  return (
    <Dialog title={t('nav.menu')} onClose={closeMenu} placement="side" hideTitle>
      <div className="flex h-full flex-col gap-6">
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold text-brand-800">{t('app.name')}</span>
          <button
            type="button"
            onClick={closeMenu}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          >
            {t('common.close')}
          </button>
        </div>
        <nav aria-label={t('nav.main')}>
          <ul className="flex flex-col gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={closeMenu}
                  className="block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50"
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            {[...menuOnlyLinks, ...(loggedIn ? accountLinks : [])].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={closeMenu}
                  className="block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50"
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {languageAlwaysShown ? null : <LanguageSwitcher tone="light" />}
        {loggedIn ? (
          <Button variant="secondary" size="large" onClick={() => signOut()}>
            {t('nav.logout')}
          </Button>
        ) : (
          <ButtonLink to={paths.login} onClick={closeMenu} size="large">
            {t('nav.login')}
          </ButtonLink>
        )}
      </div>
    </Dialog>
  );
}
