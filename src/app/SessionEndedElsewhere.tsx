import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { paths } from '../lib/paths';
import type { EndedElsewhere } from '../session/SessionContext';

/**
 * Takes the place of a private screen whose session ended in another tab: says why, takes the
 * focus, and leads to the login page. The screen stays hidden beneath, as it was, in case the same
 * user signs in again from another tab first.
 */
export function SessionEndedElsewhere({ reason }: { reason: EndedElsewhere }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby="session-ended-title"
      className="mx-auto w-full max-w-xl px-4 py-12 text-center"
    >
      <h1
        id="session-ended-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-slate-900 outline-none"
      >
        {t('sessionEnded.title')}
      </h1>
      <p role="status" className="mt-3 text-slate-700">
        {t(`sessionEnded.${reason}`)}
      </p>
      <div className="mt-6 flex justify-center">
        <Button onClick={() => window.location.assign(paths.login)}>
          {t('sessionEnded.toLogin')}
        </Button>
      </div>
    </section>
  );
}
