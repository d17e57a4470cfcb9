import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';
import { Icon } from './Icon';

const tones = {
  brand: { variant: 'primary', extra: '' },
  /** For a link on a brand-coloured background. */
  white: { variant: 'inverse', extra: 'text-center md:whitespace-nowrap' },
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
  const { variant, extra } = tones[tone];
  return (
    <ButtonLink to={to} variant={variant} size="large" className={`${extra} ${className}`}>
      {children}
      <Icon name="arrowRight" className="h-5 w-5" />
    </ButtonLink>
  );
}
