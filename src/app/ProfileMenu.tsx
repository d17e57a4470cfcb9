import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopover } from '../components/usePopover';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useSession } from '../session/useSession';

/** The logged-in "Meu perfil" dropdown: its links close it when chosen. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const { open, setOpen, root, button } = usePopover();
  const menuId = useId();

  const close = () => setOpen(false);
  const item =
    'block w-full px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50';

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full border border-white/60 px-4 py-2 text-sm font-medium text-white hover:bg-white/10"
      >
        {t('nav.myProfile')}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-60 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          <li>
            <Link to={paths.myCards} className={item} onClick={close}>
              {t('nav.openRecord')}
            </Link>
          </li>
          <li>
            <Link to={paths.profile} className={item} onClick={close}>
              {t('nav.openProfile')}
            </Link>
          </li>
          <li>
            <button type="button" className={item} onClick={() => signOut()}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
