import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** While true the button ignores clicks and Enter, shows `busyLabel` and keeps the focus. */
  busy: boolean;
  busyLabel?: ReactNode;
}

/**
 * A form's submit button that cannot send twice. It is marked aria-disabled rather than disabled
 * while busy, so a keyboard user's focus is not dropped to the page.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = '',
  onClick,
  ...rest
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      aria-disabled={busy || undefined}
      className={`aria-disabled:cursor-progress aria-disabled:opacity-70 ${className}`}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
