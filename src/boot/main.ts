// The record view's boot script, inlined in its own document, record.html (built by
// build/bootScript.ts; every other page has the smaller src/boot/page.ts). On the public record
// view it sends the record's reads (or takes them from the read starter), paints the emergency
// summary as soon as they answer, with the same summary model and markup as the app, and only then
// starts the app's code (./appCode.ts). The app takes the reads over
// (src/bootHandoff/bootAdoption.ts) and replaces this page with its own when its summary is ready
// (src/bootHandoff/bootView.ts).
import words from 'virtual:boot-words';
import './firstPaint.css';
import { languageTags, type Language } from '../i18n/languages';
import {
  BOOT_ATTRIBUTE,
  BOOT_VIEW_ID,
  endBootView,
  type BootAnswer,
} from '../bootHandoff/bootView';
import { endLoadingFrame, LOADING_FRAME_ID } from '../bootHandoff/loadingFrame';
import { shownCardCode } from '../lib/cardCode';
import {
  emergencySummary,
  recordReadOrder,
  summarySections,
} from '../recordReading/emergencySummary';
import {
  allLoading,
  RETRYING,
  isPending,
  isPrivateRecord,
  isUnknownCard,
  sectionsOfView,
  type RecordState,
} from '../recordReading/recordState';
import {
  contentsOf,
  contentsPlaceClass,
  recordContents,
  sectionCard,
  sectionsPlaceClass,
} from '../recordReading/sectionTree';
import { loadStatus } from '../recordReading/loadStatus';
import type { Translate } from '../i18n/translate';
import { summaryCard } from '../recordReading/summaryTree';
import {
  answeredParts,
  gathering,
  liveParts,
  summaryHasContent,
  revealsParts,
} from '../recordReading/summaryReveal';
import { recordHeading, recordPageClass } from '../recordReading/recordHeading';
import { unreachableNotice } from '../recordReading/unreachableNotice';
import { el, paintNode, type ViewNode } from '../recordReading/viewNode';
import {
  cardCopyNotice,
  partsFromCard,
  copyAlone,
  mayBeUnknownCard,
  summaryWithCopy,
} from '../recordReading/cardCopy/onThePage';
import { decodeCardSummary, type CardSummary } from '../recordReading/cardCopy/format';
import { recordResourceNames, type RecordResource } from '../record';
import { bootTranslate, INLINE_LANGUAGE, type FlatWords } from './bootWords';
import { loadRecordWords } from './loadWords';
import { documentMeta, STORAGE_BASE_META } from './documentMeta';
import { pageFrame } from './frame';
import { wholeHeader } from './wholeHeader';
import { paintLoadingFrame, startBoot, whenBodyStarts } from './start';
import { whenParsed } from './whenParsed';
import { startAppCode } from './appCode';
import { documentWordsIn } from './documentWords';
import { firstRead, sendRead, toSectionRead } from './reads';
import { planNextTry } from './readAgain';
import { cardRecordReadPath } from '../api/recordReadPath';
import { heldCardFragment, holdCardFragment } from '../lib/cardFragment';
import { afterNextFrame } from '../lib/afterNextFrame';

/** How long the app's start waits for the summary and sections before it goes ahead anyway. */
const APP_START_WAIT_MS = 3000;

function startRecordView(
  apiBase: string,
  cardCode: string,
  language: Language,
  copy: CardSummary | null,
) {
  // The inline words: the summary's in INLINE_LANGUAGE, only the frame's in another until its
  // own are loaded.
  let t = bootTranslate(words[language], language);
  let shownLanguage = language;
  // The app's word files in the reader's language, loaded once: the sections' words, asked for
  // once the summary is on screen, which they must not hold up (or sooner, for the summary's
  // words, by a document that does not end with them). Without them the app starts at once.
  let recordWords: Promise<FlatWords> | null = null;
  let sectionT: Translate | null = null;
  const loadWordFiles = () => {
    if (recordWords) return recordWords;
    recordWords = loadRecordWords(language);
    recordWords.then(
      (loaded) => {
        sectionT = bootTranslate(loaded, language);
        paintSectionsSoon();
      },
      () => finish(),
    );
    return recordWords;
  };
  const storageBase = documentMeta(STORAGE_BASE_META) ?? '';
  /** The latest read of each resource, and by address those the app has not yet taken over. */
  const latest = new Map<string, Promise<BootAnswer>>();
  const untaken = new Map<string, Promise<BootAnswer>>();
  const state = Object.fromEntries(
    recordResourceNames.map((resource) => [resource, { status: 'loading' }]),
  ) as RecordState;
  const summaryResources = new Set(summarySections.map((section) => section.resource));
  // The app's code is asked for once these have answered (sooner, it shares the network with
  // them), and once the frame they changed is on screen.
  const summaryAnswered = () =>
    [...summaryResources].every((resource) => state[resource].status !== 'loading');
  let appCodeDue = false;
  const startAppCodeSoon = () => {
    if (appCodeDue) return;
    appCodeDue = true;
    afterNextFrame(startAppCode);
  };
  let revealed = false;
  /** The reads whose latest try no network answered (offline, the page from the app's worker). */
  const unanswered = new Set<RecordResource>();
  let unreachable = false;
  let gathered = false;
  let answeredBefore = 0;
  const gather = gathering(() => {
    gathered = true;
    update();
    startAppCodeSoon();
  });
  let shownParts: readonly string[] = [];
  let cardParts: readonly string[] = [];
  let shownLive: readonly string[] = [];
  let summaryNode: Node | null = null;
  let noticeNode: Node | null = null;
  /** The page's places for the record's sections, as the app's view has them. */
  let sectionSlots: { root: Element; status: Element; contents: Element; list: Element } | null =
    null;
  let unreachableSaid = false;
  let finish: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    finish = resolve;
  });
  setTimeout(finish, APP_START_WAIT_MS);

  /** How many times in a row each read has been sent again by this page. */
  const retried = new Map<RecordResource, number>();
  const read = (resource: RecordResource, first = false) => {
    const answer = (first ? firstRead : sendRead)(apiBase, resource, cardCode);
    const path = cardRecordReadPath(resource, cardCode);
    latest.set(resource, answer);
    untaken.set(path, answer);
    void answer.then((settled) => {
      if (latest.get(resource) !== answer) return;
      if (settled.status === 0) unanswered.add(resource);
      else unanswered.delete(resource);
      unreachable = unanswered.size > 0;
      const shown = toSectionRead(resource, settled);
      const next = planNextTry(shown, settled.retryAfter, retried.get(resource) ?? 0, (count) => {
        // Only while the read is still this page's: once the app has taken it, its client tries.
        const ours = latest.get(resource) === answer && untaken.get(path) === answer;
        if (!ours || !document.getElementById(BOOT_VIEW_ID)) return;
        retried.set(resource, count);
        read(resource);
      });
      state[resource] = next === 'retrying' ? RETRYING : shown;
      // Once the summary shows, only its own reads change it (and whether the network answers);
      // with a card's copy, any read may tell that the record is private or unknown.
      const said = !copy && unreachable !== unreachableSaid;
      if (!revealed || copy || said || summaryResources.has(resource)) update();
      else paintSectionsSoon();
      if (summaryAnswered()) startAppCodeSoon();
    });
  };
  const retry = (resource: string) => {
    const known = recordResourceNames.find((name) => name === resource);
    if (!known) return;
    state[known] = { status: 'loading' };
    retried.delete(known);
    read(known);
    update();
  };

  let skeletonPainted = false;
  function paintSummary() {
    const absence = isPrivateRecord(state) ? 'private' : unreachable ? 'unreachable' : null;
    // What the live record says, as far as it is known to be this card's.
    const live = emergencySummary(copy && mayBeUnknownCard(state) ? allLoading() : state);
    // With the card's copy there is something to show at once: no skeleton, no gathering.
    const summary = copy ? (absence ? copyAlone(copy) : summaryWithCopy(live, copy)) : live;
    // Only the summary's own answers keep the gathering going, not the other sections' reads.
    const answeredNow = answeredParts(summary).length;
    const stillGathering = !revealed && copy === null && summaryHasContent(summary);
    if (stillGathering && answeredNow > answeredBefore) gather.heard();
    answeredBefore = answeredNow;
    revealed ||= revealsParts(summary, { gathered, fromCard: copy !== null });
    // Until the summary is revealed it is one skeleton, painted once.
    if (!revealed && skeletonPainted) return;
    skeletonPainted = true;
    if (revealed) {
      shownParts = answeredParts(summary);
      shownLive = liveParts(summary);
    }
    cardParts = copy ? partsFromCard(summary) : [];
    const card = summaryCard(summary, revealed, t);
    const painted = paintNode(
      copy ? el('div', undefined, [cardCopyNotice(copy, live, absence, t), card]) : card,
      document,
      retry,
    );
    if (summaryNode && painted) summaryNode.parentNode?.replaceChild(painted, summaryNode);
    summaryNode = painted;
    // The sections' words are asked for once this frame is on screen, not in the task that
    // painted it.
    if (revealed) afterNextFrame(() => void loadWordFiles());
  }

  /**
   * The record's sections below the summary, once it shows and their words are in: none while the
   * record is private, nor with a card's copy while the code may be one the server does not know.
   */
  function paintSections() {
    if (!sectionT || !sectionSlots || !document.getElementById(BOOT_VIEW_ID)) return;
    const withheld = isPrivateRecord(state) || (copy !== null && mayBeUnknownCard(state));
    const views = withheld ? [] : sectionsOfView(state);
    const sectionWords = { t: sectionT, storageBase };
    const painted = (node: ViewNode) => {
      const built = paintNode(node, document, retry);
      return built ? [built] : [];
    };
    sectionSlots.status.textContent = withheld ? '' : loadStatus(state, sectionT);
    sectionSlots.contents.replaceChildren(...painted(recordContents(contentsOf(views), sectionT)));
    sectionSlots.list.replaceChildren(
      ...views.flatMap((view) => painted(sectionCard(view, sectionWords))),
    );
    const loading = withheld || Object.values(state).some(isPending);
    sectionSlots.root.setAttribute('data-record-loaded', String(!loading));
    // The app starts once the sections too are on screen: started sooner, its code would run
    // while this page paints them, and hold them up.
    afterNextFrame(finish);
  }

  let sectionsDue = false;
  /**
   * Paints the sections once the next frame is on screen: the summary's own paint is never held
   * up by them, and reads that answer together (from the worker, at once) are painted once.
   */
  function paintSectionsSoon() {
    if (sectionsDue || !revealed) return;
    sectionsDue = true;
    afterNextFrame(() => {
      sectionsDue = false;
      paintSections();
    });
  }

  function sayUnreachable(said: boolean) {
    unreachableSaid = said;
    const notice = said ? paintNode(unreachableNotice(t), document, retry) : new Text('');
    if (noticeNode && notice) noticeNode.parentNode?.replaceChild(notice, noticeNode);
    noticeNode = notice;
    if (said) finish();
  }

  function update() {
    if (!document.getElementById(BOOT_VIEW_ID)) return;
    if (isUnknownCard(state) || (!copy && isPrivateRecord(state))) {
      // The app says "not found" with its search form, or that the record is private; nothing
      // of the record is shown here, nor a card's copy under a code the server does not know.
      endBootView();
      startAppCode();
      finish();
      return;
    }
    paintSummary();
    paintSectionsSoon();
    // Without a card's copy (whose notice says it), a read no network answered is said at once,
    // and the app, which goes on saying it, starts without waiting for a summary that cannot come;
    // once every read has been answered, it is said no more.
    if (!copy && unreachable !== unreachableSaid) sayUnreachable(unreachable);
  }

  /** Paints the page, in the header given (the loading frame's) or a new one. */
  function paintPage(keptHeader: Element | null = null) {
    const page = paintNode(
      pageFrame(wholeHeader(t, shownLanguage), [
        el('div', recordPageClass, [recordHeading(shownCardCode(cardCode), t)]),
      ]),
      document,
      retry,
    ) as HTMLElement;
    if (keptHeader) page.querySelector(':scope > header')?.replaceWith(keptHeader);
    const slot = document.createElement('div');
    slot.className = 'mt-5';
    summaryNode = document.createTextNode('');
    slot.append(summaryNode);
    noticeNode = document.createTextNode('');
    // The sections' places, as in the app's view (src/features/record/view/RecordView.tsx).
    const root = page.querySelector('main > div');
    const status = paintNode(el('p', 'sr-only', [], { role: 'status' }), document, retry);
    const contents = paintNode(el('div', contentsPlaceClass), document, retry);
    const list = paintNode(el('div', sectionsPlaceClass), document, retry);
    if (
      root instanceof Element &&
      status instanceof Element &&
      contents instanceof Element &&
      list instanceof Element
    ) {
      root.setAttribute('data-record-loaded', 'false');
      root.querySelector(':scope > :first-child')?.after(status);
      root.append(noticeNode, slot, contents, list);
      sectionSlots = { root, status, contents, list };
    }
    page.id = BOOT_VIEW_ID;
    document.body.prepend(page);
    document.documentElement.setAttribute(BOOT_ATTRIBUTE, '');
    update();
  }

  const sendReads = () => {
    // The summary's reads first: each answer queues behind those sent before it.
    for (const resource of recordReadOrder) read(resource, true);
  };
  window.__bootView = {
    take(readPath) {
      const answer = untaken.get(readPath);
      untaken.delete(readPath);
      return answer;
    },
    ready,
    // Nothing once the boot page is gone: a record opened later in the app has its own summary.
    answeredParts: () => (document.getElementById(BOOT_VIEW_ID) ? shownParts : []),
    cardParts: () => (document.getElementById(BOOT_VIEW_ID) ? cardParts : []),
    liveParts: () => (document.getElementById(BOOT_VIEW_ID) ? shownLive : []),
    saysUnreachable: () => unreachableSaid,
  };
  // The record opens at its top, whatever scroll this tab had: the browser puts none back.
  history.scrollRestoration = 'manual';

  const paintIn = (shown: Language, shownWords: FlatWords) => {
    t = bootTranslate(shownWords, shown);
    shownLanguage = shown;
    document.documentElement.lang = languageTags[shown];
    document.title = `${t('common:titles.recordView')} | ${t('common:app.name')}`;
    whenBodyStarts(() => {
      // The loading frame's header says the same in the same language: it stays as it is, so a
      // list its reader has opened (the languages, the menu) stays open, its focus too.
      const frame = document.getElementById(LOADING_FRAME_ID);
      const header = shown === language ? (frame?.querySelector(':scope > header') ?? null) : null;
      const focused = header?.contains(document.activeElement) ? document.activeElement : null;
      endLoadingFrame();
      paintPage(header);
      if (focused instanceof HTMLElement) focused.focus();
    });
  };
  /**
   * The summary's words in a language the script carries none of: the document's, once it is
   * parsed (they come last in it), else the app's word files.
   */
  const summaryWordsIn = (shown: Language) =>
    new Promise<FlatWords | null>((resolve) => {
      whenParsed(() => resolve(documentWordsIn(shown)));
    }).then((listed) => (listed ? { ...words[shown], ...listed } : loadWordFiles()));
  const paint = () => {
    if (language === INLINE_LANGUAGE) return paintIn(language, words[language]);
    // The loading frame stands in until the summary's words have come; without them the page
    // is painted in the record's own language rather than not at all.
    paintLoadingFrame(words, language, wholeHeader);
    const paintIfStillLoading = (shown: Language, shownWords: FlatWords) => {
      // Once the app's layout has taken the loading frame's place, the app shows the record.
      if (document.getElementById(LOADING_FRAME_ID)) paintIn(shown, shownWords);
    };
    summaryWordsIn(language).then(
      (loaded) => paintIfStillLoading(language, loaded),
      () => paintIfStillLoading(INLINE_LANGUAGE, words[INLINE_LANGUAGE]),
    );
  };
  if (copy) {
    // The card's copy is on screen before anything is asked of the network.
    paint();
    sendReads();
  } else {
    sendReads();
    paint();
  }
}

// The summary a printed card carries in its QR code's fragment, read strictly.
startBoot(words, {
  header: wholeHeader,
  start: (apiBase, cardCode, language) => {
    holdCardFragment();
    const copy = decodeCardSummary(heldCardFragment(location.pathname));
    startRecordView(apiBase, cardCode, language, copy);
  },
});
