import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button } from '../components/Button';
import { buttonClass } from '../styles/buttonClass';
import { endBootView } from '../bootHandoff/bootView';
import { endLoadingFrame } from '../bootHandoff/loadingFrame';
import { paths } from '../lib/paths';

/** What a screen shows when something slipped through: never a blank page, always a way back. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Whatever the boot script painted gives way to the error and its way back.
  useLayoutEffect(() => {
    endBootView();
    endLoadingFrame();
  }, []);
  console.error('[app] screen error', error instanceof Error ? error.name : typeof error);

  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-slate-700">{t('errorBoundary.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="large" onClick={() => window.location.reload()}>
          {t('errorBoundary.retry')}
        </Button>
        {/* A whole new load, not the router's: what failed may be in the loaded code. */}
        <a href={paths.home} className={buttonClass('secondary', '', 'large')}>
          {t('notFound.back')}
        </a>
      </div>
    </section>
  );
}
