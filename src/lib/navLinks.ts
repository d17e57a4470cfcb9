import { href, paths } from './paths';

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

/** The signed-in visitor's own pages, in the menu on phones (elsewhere, the profile menu). */
export const accountLinks = [
  { to: paths.myCards, key: 'nav.openRecord' },
  { to: paths.profile, key: 'nav.openProfile' },
] as const;
