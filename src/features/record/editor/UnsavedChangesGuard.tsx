import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';

export interface UnsavedChangesGuardProps {
  /** Something is unsaved, as last rendered: closing or reloading the tab asks meanwhile. */
  when: boolean;
  /** Whether something is unsaved at the moment of leaving. */
  hasUnsavedChanges: () => boolean;
}

/**
 * While something is unsaved, leaving the page asks first: a link or the back button with a
 * dialog, closing or reloading the tab with the browser's own question.
 */
export function UnsavedChangesGuard({ when, hasUnsavedChanges }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('recordEditor');
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        hasUnsavedChanges() &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [hasUnsavedChanges],
    ),
  );

  useEffect(() => {
    if (!when) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = true;
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog title={t('leave.title')} onClose={() => blocker.reset()}>
      <p className="text-slate-700">{t('leave.text')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button onClick={() => blocker.reset()}>{t('leave.stay')}</Button>
        <Button variant="danger" onClick={() => blocker.proceed()}>
          {t('leave.leave')}
        </Button>
      </div>
    </Dialog>
  );
}
