import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@/recordReading/familyMessage';

type PlaceState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'included'; place: Place }
  | { status: 'failed' };

/** How long the browser may look for the place before the messages go without it. */
const LOCATE_TIMEOUT_MS = 20_000;

/**
 * The place of whoever reads the page, asked only when they tap "Incluir minha localização": kept
 * in this page's memory for the messages' links, never sent or stored.
 */
export function useReaderPlace(): { place: Place | null; control: ReactNode } {
  const { t } = useTranslation('recordView');
  const [state, setState] = useState<PlaceState>({ status: 'idle' });
  // A tap on "remove" while the browser still looks must not bring the place back.
  const asked = useRef(0);

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'failed' });
      return;
    }
    const ask = ++asked.current;
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (ask !== asked.current) return;
        setState({
          status: 'included',
          place: { latitude: coords.latitude, longitude: coords.longitude },
        });
      },
      () => {
        if (ask === asked.current) setState({ status: 'failed' });
      },
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: LOCATE_TIMEOUT_MS },
    );
  };
  const remove = () => {
    asked.current += 1;
    setState({ status: 'idle' });
  };

  const buttonClass =
    'inline-flex min-h-11 items-center rounded-full border-2 border-slate-600 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-70';
  const control = (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-family-place="">
      <p>{t('summary.notify.explain')}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        {state.status === 'included' ? (
          <button type="button" className={buttonClass} onClick={remove}>
            {t('summary.notify.removePlace')}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass}
            onClick={locate}
            disabled={state.status === 'locating'}
            aria-busy={state.status === 'locating'}
          >
            {t('summary.notify.includePlace')}
          </button>
        )}
        <p role="status" className="min-w-0 flex-1">
          {state.status === 'locating' && t('summary.notify.locating')}
          {state.status === 'included' && t('summary.notify.placeIncluded')}
          {state.status === 'failed' && t('summary.notify.placeFailed')}
        </p>
      </div>
    </div>
  );
  return { place: state.status === 'included' ? state.place : null, control };
}
