import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { shellClasses } from './shellClasses';

/** The product's mark and name, linking to the home page; the text takes the colour around it. */
export function BrandMark({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link to={paths.home} className={`${shellClasses.brand} ${className}`}>
      <span aria-hidden="true" className={shellClasses.brandMark}>
        +
      </span>
      {t('app.name')}
    </Link>
  );
}
