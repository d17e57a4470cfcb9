import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { shellClasses } from '../styles/shellClasses';

/**
 * The product's mark and name, linking to the home page; the text takes the colour around it.
 * `nameClassName` can hide the name from sight where room is short (it is still read out).
 */
export function BrandMark({
  className = '',
  nameClassName,
}: {
  className?: string;
  nameClassName?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Link to={paths.home} className={`${shellClasses.brand} ${className}`}>
      <span aria-hidden="true" className={shellClasses.brandMark}>
        +
      </span>
      <span className={nameClassName}>{t('app.name')}</span>
    </Link>
  );
}
