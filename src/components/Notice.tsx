import { useEffect, useRef, type ReactNode } from 'react';

const tones = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-brand-50 text-brand-900 ring-brand-200',
  info: 'bg-amber-50 text-amber-950 ring-amber-300',
} as const;

/**
 * A message about a whole form or screen, announced when it appears: errors interrupt
 * (role=alert), the rest wait their turn (role=status). One that takes the place of what the focus
 * was in (a form sent and gone) takes the focus itself (`focusOnMount`), without a focus ring: the
 * reader did not move there.
 */
export function Notice({
  tone = 'error',
  children,
  className = '',
  focusOnMount = false,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
  focusOnMount?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) box.current?.focus();
  }, [focusOnMount]);
  return (
    <div
      ref={box}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusOnMount ? -1 : undefined}
      className={`rounded-lg px-4 py-3 text-sm ring-1 outline-none ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
