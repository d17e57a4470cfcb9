// The page's frame as the boot script paints it: the app's header, whole (the brand, the links,
// the language choice and the menus), and main area, with the app's own classes, so that nothing
// moves or changes its name when the app takes over. Before the app has loaded, the header's lists
// open as native disclosures of plain links (a language is a link to the page in it), so that a
// reader on a slow phone can already change the language or go elsewhere.
import { accountLinks, mainLinks, menuOnlyLinks } from '../lib/navLinks';
import { languageNames, languages, type Language } from '../i18n/languages';
import { LANGUAGE_PARAMETER } from '../i18n/detectLanguage';
import { paths } from '../lib/paths';
import { holdsSessionToken } from '../lib/tokenCookie';
import { shellClasses } from '../styles/shellClasses';
import { el, type ViewElement, type ViewNode } from '../recordView/viewNode';

type Translate = (key: string) => string;

/** Where the frame is painted: the record view shows the language choice at every width. */
export interface FrameOptions {
  language: Language;
  onRecord: boolean;
}

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
    el('ul', `${shellClasses.menuList} ${list}`, items),
  ]);
}

const linkItem = (href: string, text: string, lang?: string) =>
  el('li', undefined, [
    el('a', `block ${shellClasses.menuItem}`, [text], lang ? { href, lang } : { href }),
  ]);

/** The address of this page in another language, its fragment (a card's copy) kept. */
function inLanguage(language: Language): string {
  const address = new URL(location.href);
  address.searchParams.set(LANGUAGE_PARAMETER, language);
  return `${address.pathname}${address.search}${address.hash}`;
}

function header(t: Translate, { language, onRecord }: FrameOptions): ViewElement {
  const signedIn = holdsSessionToken();
  const links = (list: readonly { to: string; key: string }[]) =>
    list.map((link) => linkItem(link.to, t(`common:${link.key}`)));
  return el('header', shellClasses.header, [
    el('div', shellClasses.headerBar, [
      el(
        'a',
        shellClasses.brand,
        [
          el('span', shellClasses.brandMark, ['+'], { 'aria-hidden': 'true' }),
          el('span', onRecord ? shellClasses.brandNameOnRecord : undefined, [t('common:app.name')]),
        ],
        { href: paths.home },
      ),
      el(
        'nav',
        shellClasses.nav,
        mainLinks.map((link) =>
          el('a', shellClasses.navLink, [t(`common:${link.key}`)], { href: link.to }),
        ),
        { 'aria-label': t('common:nav.main') },
      ),
      el('div', shellClasses.controls, [
        el('div', onRecord ? shellClasses.languageOnRecord : shellClasses.language, [
          disclosure(
            [
              el('span', 'sr-only', [`${t('common:language.label')}: `]),
              el('span', undefined, [languageNames[language]], { lang: language }),
            ],
            shellClasses.languageToggle,
            shellClasses.languageList,
            languages.map((each) => linkItem(inLanguage(each), languageNames[each], each)),
          ),
        ]),
        el('div', shellClasses.account, [
          signedIn
            ? disclosure(
                [t('common:nav.myProfile')],
                shellClasses.profileToggle,
                shellClasses.profileList,
                links(accountLinks),
              )
            : el('a', shellClasses.loginLink, [t('common:nav.login')], { href: paths.login }),
        ]),
        el('div', 'md:hidden', [
          disclosure(
            [t('common:nav.openMenu')],
            shellClasses.menuToggle,
            shellClasses.profileList,
            links([...mainLinks, ...menuOnlyLinks, ...(signedIn ? accountLinks : [])]),
            false,
          ),
        ]),
      ]),
    ]),
  ]);
}

export function pageFrame(t: Translate, options: FrameOptions, content: ViewNode[]): ViewElement {
  return el('div', shellClasses.layout, [
    header(t, options),
    el('main', shellClasses.main, content),
  ]);
}

/** The frame with the app's loading state (src/components/Spinner.tsx) in its main area. */
export function loadingFrame(t: Translate, options: FrameOptions): ViewElement {
  return pageFrame(t, options, [
    el(
      'div',
      'flex min-h-[60vh] items-center justify-center gap-3 py-10',
      [
        el(
          'span',
          'h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none',
          [],
          { 'aria-hidden': 'true' },
        ),
        el('span', 'text-slate-700', [t('common:common.loading')]),
      ],
      { role: 'status' },
    ),
  ]);
}
