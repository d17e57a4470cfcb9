import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../styles/buttonClass';

/** A link that looks like a button: it leads to a page, where a button would act on this one. */
export function ButtonLink({
  variant = 'primary',
  size,
  className = '',
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize; className?: string }) {
  return <Link className={buttonClass(variant, className, size)} {...rest} />;
}
