import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

/**
 * A sentence that links the Terms of Use and the Privacy Notice. They open in a new tab, so that
 * nothing typed in the form or dialog around the sentence is lost.
 */
export function LegalAgreement({
  sentence,
  className = '',
}: {
  sentence: 'checkout' | 'consent';
  className?: string;
}) {
  const { t } = useTranslation('legal');
  const newTab = <span className="sr-only"> {t('agreement.newTab')}</span>;
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      <Trans
        t={t}
        i18nKey={`agreement.${sentence}`}
        components={{
          terms: <Link to={paths.terms} target="_blank" rel="noopener" className={linkClass} />,
          privacy: <Link to={paths.privacy} target="_blank" rel="noopener" className={linkClass} />,
        }}
      />
      {newTab}
    </p>
  );
}
