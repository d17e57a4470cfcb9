import type { MouseEvent, MouseEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDemo } from '@/lib/env';
import { notifyError } from '@/lib/notify';

/**
 * What a click on a link to a stored file does: nothing of its own against an API (the storage
 * sends the file as a download in a new tab); in the demo the file is fetched through the demo
 * backend and saved instead (see saveDemoFile).
 */
export function useStoredFileClick(): (
  href: string,
) => MouseEventHandler<HTMLAnchorElement> | undefined {
  const { t } = useTranslation('record');
  if (!isDemo) return () => undefined;
  return (href) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Loaded when used: a build against an API never needs it.
    void import('./saveDemoFile')
      .then(({ saveDemoFile }) => saveDemoFile(href))
      .catch(() => false)
      .then((saved) => {
        if (!saved) notifyError(t('attachment.saveFailed'));
      });
  };
}

/** "Visualizar Arquivo": a stored file in a new tab. */
export function StoredFileLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const storedFileClick = useStoredFileClick();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={storedFileClick(href)}
    >
      {children}
    </a>
  );
}
