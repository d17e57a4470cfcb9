import type { ReactNode } from 'react';

const tones = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-brand-50 text-brand-900 ring-brand-200',
  info: 'bg-amber-50 text-amber-950 ring-amber-300',
} as const;

/**
 * A message about a whole form or screen, announced when it appears: errors interrupt
 * (role=alert), the rest wait their turn (role=status).
 */
export function Notice({
  tone = 'error',
  children,
  className = '',
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-4 py-3 text-sm ring-1 ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
