import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { forgetLeftAccount, readLeftAccount, type LeaveReason } from '../session/leftAccount';

/**
 * Why the account was left, on the page reached by leaving it (logout, terms declined); null
 * elsewhere, and once the user goes on to another page.
 */
export function useLeftAccount(): LeaveReason | null {
  const { pathname } = useLocation();
  const [shown] = useState(() => {
    const reason = readLeftAccount();
    return reason ? { reason, pathname } : null;
  });
  useEffect(() => {
    if (shown) forgetLeftAccount();
  }, [shown]);
  return shown && shown.pathname === pathname ? shown.reason : null;
}

/**
 * Says why the account was left and takes the focus, which the full navigation would otherwise
 * leave on the page's body.
 */
export function LeftAccountNotice({ reason }: { reason: LeaveReason }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    notice.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4">
      <p
        ref={notice}
        role="status"
        tabIndex={-1}
        className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200 outline-none"
      >
        {t(`leftAccount.${reason}`)}
      </p>
    </div>
  );
}
