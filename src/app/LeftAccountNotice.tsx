import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { forgetLeftAccount, readLeftAccount } from '../session/leftAccount';

/**
 * On the page reached by leaving the account (logout, terms declined): says so and takes the
 * focus, which the full navigation would otherwise leave on the page's body. Gone once the user
 * goes elsewhere.
 */
export function LeftAccountNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [shown] = useState(() => {
    const reason = readLeftAccount();
    return reason ? { reason, pathname } : null;
  });
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!shown) return;
    forgetLeftAccount();
    notice.current?.focus({ preventScroll: true });
  }, [shown]);

  if (!shown || shown.pathname !== pathname) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4">
      <p
        ref={notice}
        role="status"
        tabIndex={-1}
        className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200 outline-none"
      >
        {t(`leftAccount.${shown.reason}`)}
      </p>
    </div>
  );
}
