import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MenuButton, menuItemClass } from '../components/MenuButton';
import { paths } from '../lib/paths';
import { useSession } from '../session/useSession';
import { headerClasses } from '../styles/headerClasses';

const item = `block ${menuItemClass}`;

/** The logged-in "Meu perfil" dropdown: its links close it when chosen. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { signOut } = useSession();

  return (
    <MenuButton
      label={t('nav.myProfile')}
      buttonClassName={headerClasses.profileToggle}
      listClassName={headerClasses.wideList}
    >
      {(close) => (
        <>
          <li>
            <Link to={paths.myCards} className={item} onClick={() => close()}>
              {t('nav.openRecord')}
            </Link>
          </li>
          <li>
            <Link to={paths.profile} className={item} onClick={() => close()}>
              {t('nav.openProfile')}
            </Link>
          </li>
          <li>
            <button type="button" className={item} onClick={() => signOut()}>
              {t('nav.logout')}
            </button>
          </li>
        </>
      )}
    </MenuButton>
  );
}
