import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from './Icon';

const tones = {
  brand: 'bg-brand-700 text-white hover:bg-brand-800',
  /** For a link on a brand-coloured background. */
  white:
    'justify-center bg-white text-center text-brand-800 hover:bg-brand-50 md:whitespace-nowrap',
} as const;

/** A large pill link that leads on to another page, an arrow after its words. */
export function ArrowLink({
  to,
  tone = 'brand',
  className = '',
  children,
}: {
  to: string;
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold ${tones[tone]} ${className}`}
    >
      {children}
      <Icon name="arrowRight" className="h-5 w-5" />
    </Link>
  );
}
