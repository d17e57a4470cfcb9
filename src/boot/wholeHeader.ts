// The record view's header as its boot script paints it: the app's header, whole (the brand, the
// links, the language choice, the account's link and the phone menu), with the app's own classes
// and words, so that nothing moves or changes its name when the app takes over. Before the app
// has loaded, its lists open as native disclosures of plain links (a language is a link to the
// page in it), so that a reader on a slow phone can already change the language or go elsewhere.
// Only record.html's boot script carries it: every other page's loading frame is brief.
import { accountLinks, mainLinks, menuOnlyLinks } from '../lib/navLinks';
import { languageNames, languages, type Language } from '../i18n/languages';
import { LANGUAGE_PARAMETER } from '../i18n/detectLanguage';
import { paths } from '../lib/paths';
import { holdsSessionToken } from '../lib/tokenCookie';
import { shellClasses } from '../styles/shellClasses';
import { headerClasses } from '../styles/headerClasses';
import { el, type ViewElement, type ViewNode } from '../recordReading/viewNode';
import { brandLink, type FrameHeader, type Translate } from './frame';

const disclosureSummary =
  'inline-block cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/**
 * A header's button with its list under it, as src/components/MenuButton.tsx draws them (the
 * phone menu's button, which opens a dialog in the app, has no arrow).
 */
function disclosure(
  label: ViewNode[],
  toggle: string,
  list: string,
  items: ViewElement[],
  arrow = true,
) {
  return el('details', 'relative', [
    el('summary', `${disclosureSummary} ${toggle}`, [
      ...label,
      arrow ? el('span', undefined, [' ▾'], { 'aria-hidden': 'true' }) : null,
    ]),
    el('ul', `${headerClasses.menuList} ${list}`, items),
  ]);
}

const linkItem = (href: string, text: string, lang?: string) =>
  el('li', undefined, [
    el('a', `block ${headerClasses.menuItem}`, [text], lang ? { href, lang } : { href }),
  ]);

/** The address of this page in another language, its fragment (a card's copy) kept. */
function inLanguage(language: Language): string {
  const address = new URL(location.href);
  address.searchParams.set(LANGUAGE_PARAMETER, language);
  return `${address.pathname}${address.search}${address.hash}`;
}

export const wholeHeader: FrameHeader = (t: Translate, language: Language): ViewElement => {
  const signedIn = holdsSessionToken();
  const links = (list: readonly { to: string; key: string }[]) =>
    list.map((link) => linkItem(link.to, t(`common:${link.key}`)));
  return el('header', shellClasses.header, [
    el('div', shellClasses.headerBar, [
      brandLink(t, headerClasses.brandNameOnRecord),
      el(
        'nav',
        headerClasses.nav,
        mainLinks.map((link) =>
          el('a', headerClasses.navLink, [t(`common:${link.key}`)], { href: link.to }),
        ),
        { 'aria-label': t('common:nav.main') },
      ),
      el('div', headerClasses.controls, [
        el('div', undefined, [
          disclosure(
            [
              el('span', 'sr-only', [`${t('common:language.label')}: `]),
              el('span', undefined, [languageNames[language]], { lang: language }),
            ],
            headerClasses.languageToggle,
            headerClasses.languageList,
            languages.map((each) => linkItem(inLanguage(each), languageNames[each], each)),
          ),
        ]),
        el('div', headerClasses.account, [
          signedIn
            ? disclosure(
                [t('common:nav.myProfile')],
                headerClasses.profileToggle,
                headerClasses.wideList,
                links(accountLinks),
              )
            : el('a', headerClasses.loginLink, [t('common:nav.login')], { href: paths.login }),
        ]),
        el('div', 'md:hidden', [
          disclosure(
            [t('common:nav.openMenu')],
            headerClasses.menuToggle,
            headerClasses.wideList,
            links([...mainLinks, ...menuOnlyLinks, ...(signedIn ? accountLinks : [])]),
            false,
          ),
        ]),
      ]),
    ]),
  ]);
};
