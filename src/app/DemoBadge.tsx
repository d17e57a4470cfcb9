import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog';
import { notifyError } from '../lib/notify';
import { clearSession } from '../session/cookies';

/**
 * The "Demonstração" badge of the demo backend, with its reset action: a slim bar at the end of
 * the page, in the page's flow, so that it never lies over a link, a button or a field.
 */
export function DemoBadge({ onReset }: { onReset: () => Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset() {
    setBusy(true);
    try {
      await onReset();
      // The reset demo backend knows no session any more.
      clearSession();
      window.location.assign('/');
    } catch {
      notifyError(t('demo.resetFailed'));
      setBusy(false);
    }
  }

  return (
    <aside
      aria-label={t('demo.title')}
      className="border-t border-amber-400 bg-amber-100 px-4 py-1.5 text-center print:hidden"
    >
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-full bg-amber-300 px-3 py-1 text-xs font-bold text-amber-950 ring-1 ring-amber-500 hover:bg-amber-200"
      >
        {t('demo.badge')}
      </button>
      {open ? (
        <Dialog title={t('demo.title')} onClose={() => setOpen(false)}>
          <p className="text-sm text-slate-700">{t('demo.explain')}</p>
          <p className="mt-3 text-sm font-medium text-slate-900">{t('demo.keptHere')}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium"
            >
              {t('common.close')}
            </button>
            <button
              type="button"
              onClick={() => void reset()}
              disabled={busy}
              className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
            >
              {busy ? t('common.wait') : t('demo.reset')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </aside>
  );
}
