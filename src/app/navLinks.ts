import { href, paths } from '../lib/paths';

/** The header's links, in its bar and in its menu on phones. */
export const mainLinks = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.plans, key: 'nav.plans' },
] as const;

/** On phones the footer is far down: the menu offers the way to us as well. */
export const menuOnlyLinks = [
  { to: paths.about, key: 'nav.about' },
  { to: href.contactForm, key: 'nav.contact' },
] as const;
