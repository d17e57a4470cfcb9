import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, matchPath, useLocation } from 'react-router-dom';
import { BrandMark } from '../components/BrandMark';
import { ButtonLink } from '../components/ButtonLink';
import { paths } from '../lib/paths';
import { useSession } from '../session/useSession';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mainLinks } from '../lib/navLinks';
import { ProfileMenu } from './ProfileMenu';
import { shellClasses } from '../styles/shellClasses';
import { headerClasses } from '../styles/headerClasses';

const loadMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMenu);

export function Header({ overlay }: { overlay: boolean }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // A professional reading a record from abroad finds the language at once, at every width.
  const languageAlwaysShown = matchPath(paths.recordView, useLocation().pathname) !== null;
  const closeMenu = () => setMenuOpen(false);

  const navLink = ({ isActive }: { isActive: boolean }) =>
    `${headerClasses.navLink} ${isActive ? 'underline decoration-2 underline-offset-8' : ''}`;

  return (
    <header
      className={`print:hidden ${
        overlay ? 'absolute inset-x-0 top-0 z-30 bg-transparent text-white' : shellClasses.header
      }`}
    >
      <div className={shellClasses.headerBar}>
        <BrandMark
          nameClassName={languageAlwaysShown ? headerClasses.brandNameOnRecord : undefined}
        />

        <nav aria-label={t('nav.main')} className={headerClasses.nav}>
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLink}>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>

        <div className={headerClasses.controls}>
          <div className={languageAlwaysShown ? undefined : headerClasses.language}>
            <LanguageSwitcher />
          </div>
          <div className={headerClasses.account}>
            {loggedIn ? (
              <ProfileMenu />
            ) : (
              <ButtonLink to={paths.login} variant="inverse" size="small">
                {t('nav.login')}
              </ButtonLink>
            )}
          </div>
          <button
            type="button"
            className={headerClasses.menuToggle}
            aria-expanded={menuOpen}
            // Asked for as the finger or the pointer comes, before the click that opens it.
            onPointerDown={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={() => setMenuOpen(true)}
          >
            {t('nav.openMenu')}
          </button>
        </div>
      </div>

      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu languageAlwaysShown={languageAlwaysShown} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </header>
  );
}
