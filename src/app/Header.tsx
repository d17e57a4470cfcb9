import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, matchPath, useLocation } from 'react-router-dom';
import { BrandMark } from '../components/BrandMark';
import { Button } from '../components/Button';
import { ButtonLink } from '../components/ButtonLink';
import { Dialog } from '../components/Dialog';
import { href, paths } from '../lib/paths';
import { useSession } from '../session/useSession';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ProfileMenu } from './ProfileMenu';
import { shellClasses } from '../components/shellClasses';

const mainLinks = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.plans, key: 'nav.plans' },
] as const;

/** On phones the footer is far down: the menu offers the way to us as well. */
const menuOnlyLinks = [
  { to: paths.about, key: 'nav.about' },
  { to: href.contactForm, key: 'nav.contact' },
] as const;

export function Header({ overlay }: { overlay: boolean }) {
  const { t } = useTranslation();
  const { loggedIn, signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // A professional reading a record from abroad finds the language at once, at every width.
  const languageAlwaysShown = matchPath(paths.recordView, useLocation().pathname) !== null;
  const closeMenu = () => setMenuOpen(false);

  const navLink = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10 ${isActive ? 'underline decoration-2 underline-offset-8' : ''}`;

  return (
    <header
      className={`print:hidden ${
        overlay ? 'absolute inset-x-0 top-0 z-30 bg-transparent text-white' : shellClasses.header
      }`}
    >
      <div className={shellClasses.headerBar}>
        <BrandMark nameClassName={languageAlwaysShown ? 'sr-only sm:not-sr-only' : undefined} />

        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLink}>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2 md:gap-3">
          <div className={languageAlwaysShown ? undefined : 'hidden md:block'}>
            <LanguageSwitcher />
          </div>
          <div className="hidden md:block">
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
            className="rounded-md border border-white/50 px-3 py-2 text-sm font-medium md:hidden"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            {t('nav.openMenu')}
          </button>
        </div>
      </div>

      {menuOpen ? (
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
                {menuOnlyLinks.map((link) => (
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
                {loggedIn ? (
                  <>
                    <li>
                      <Link
                        to={paths.myCards}
                        onClick={closeMenu}
                        className="block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50"
                      >
                        {t('nav.openRecord')}
                      </Link>
                    </li>
                    <li>
                      <Link
                        to={paths.profile}
                        onClick={closeMenu}
                        className="block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-brand-50"
                      >
                        {t('nav.openProfile')}
                      </Link>
                    </li>
                  </>
                ) : null}
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
      ) : null}
    </header>
  );
}
