import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';

/**
 * While `when` holds, leaving the page asks first: a link or the back button with a dialog,
 * closing or reloading the tab with the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('recordEditor');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
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
