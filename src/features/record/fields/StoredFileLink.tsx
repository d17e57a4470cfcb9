import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDemo } from '@/lib/env';
import { notifyError } from '@/lib/notify';

/**
 * "Visualizar Arquivo": a stored file in a new tab, which the storage sends as a download. In the
 * demo the file is fetched through the demo backend and saved instead (see saveDemoFile).
 */
export function StoredFileLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('record');

  function saveInDemo(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    // Loaded when used: a build against an API never needs it.
    void import('./saveDemoFile')
      .then(({ saveDemoFile }) => saveDemoFile(href))
      .catch(() => false)
      .then((saved) => {
        if (!saved) notifyError(t('attachment.saveFailed'));
      });
  }

  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={isDemo ? saveInDemo : undefined}
    >
      {children}
    </a>
  );
}
