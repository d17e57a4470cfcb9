import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../styles/buttonClass';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size,
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...rest} />;
}
