// The boot script, inlined in index.html (built by src/boot/build.ts). On the public record view it
// sends the record's reads and asks for the view's code and words before the app's entry script
// has arrived, and paints the emergency summary as soon as its reads answer, with the same
// summary model and markup as the app. The app takes the reads over (src/api/bootAdoption.ts)
// and replaces this page with its own when its summary is ready (src/lib/bootView.ts).
import words from 'virtual:boot-words';
import { ApiError } from '../api/errors';
import { parseRecordAnswer, recordResourceNames } from '../api/recordAnswer';
import type { RecordResource } from '../api/types';
import { languageTags, type Language } from '../i18n/languages';
import { BOOT_ATTRIBUTE, BOOT_VIEW_ID, type BootAnswer } from '../lib/bootView';
import { isCardCodeAddress, shownCardCode } from '../lib/cardCode';
import { shellClasses } from '../app/shellClasses';
import { emergencySummary } from '../features/record/view/emergencySummary';
import { showableItems } from '../features/record/view/showable';
import { sections } from '../features/record/sections/registry';
import {
  isUnknownCard,
  type RecordState,
  type SectionRead,
} from '../features/record/view/recordState';
import {
  recordHeading,
  recordPageClass,
  summaryCard,
  summarySettled,
} from '../features/record/view/summaryTree';
import { el, paintNode } from '../features/record/view/viewNode';
import { bootTranslate } from './bootWords';
import { detectLanguage } from './language';
import { preloadAssets } from './preload';

/** How long the app's start waits for the summary before it goes ahead regardless. */
const APP_START_WAIT_MS = 3000;
const RECORD_PATH = /^\/prontuario-do-usuario\/([^/]+)\/?$/i;

function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

function sendRead(apiBase: string, resource: string, cardNumber: string): Promise<BootAnswer> {
  const token = readCookie('token');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${apiBase}/medical-record/${resource}?cardNumber=${encodeURIComponent(cardNumber)}`;
  return fetch(url, { headers }).then(
    async (answer) => ({
      status: answer.status,
      text: await answer.text(),
      retryAfter: answer.headers.get('retry-after') ?? undefined,
    }),
    () => ({ status: 0, text: '' }),
  );
}

/** An answer as the app's client would read it: items, or the error it would throw. */
function toSectionRead(resource: RecordResource, answer: BootAnswer): SectionRead {
  const fallbackKey = 'errors.recordLoad';
  if (answer.status === 0)
    return { status: 'failed', error: new ApiError({ kind: 'network', fallbackKey }) };
  if (answer.status < 200 || answer.status >= 300) {
    return {
      status: 'failed',
      error: new ApiError({ kind: 'http', status: answer.status, fallbackKey }),
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  const stored = parseRecordAnswer(resource, body);
  const section = sections.find((candidate) => candidate.resource === resource);
  if (!stored || !section) {
    return { status: 'failed', error: new ApiError({ kind: 'shape', fallbackKey }) };
  }
  return { status: 'ready', items: showableItems(section, stored) };
}

function startRecordView(apiBase: string, cardNumber: string, language: Language) {
  const t = bootTranslate(words[language]);
  const reads = new Map<string, Promise<BootAnswer>>();
  const state = Object.fromEntries(
    recordResourceNames.map((resource) => [resource, { status: 'loading' }]),
  ) as RecordState;
  let revealed = false;
  let summaryNode: Node | null = null;
  let finish: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    finish = resolve;
  });
  setTimeout(finish, APP_START_WAIT_MS);

  const read = (resource: RecordResource) => {
    const answer = sendRead(apiBase, resource, cardNumber);
    reads.set(resource, answer);
    void answer.then((settled) => {
      if (reads.get(resource) !== answer) return;
      state[resource] = toSectionRead(resource, settled);
      update();
    });
  };
  const retry = (resource: string) => {
    const known = recordResourceNames.find((name) => name === resource);
    if (!known) return;
    state[known] = { status: 'loading' };
    read(known);
    update();
  };

  function paintSummary() {
    const summary = emergencySummary(state);
    revealed ||= summarySettled(summary);
    const painted = paintNode(summaryCard(summary, revealed, t, language), document, retry);
    if (summaryNode && painted) summaryNode.parentNode?.replaceChild(painted, summaryNode);
    summaryNode = painted;
    if (revealed) finish();
  }

  function update() {
    if (!document.getElementById(BOOT_VIEW_ID)) return;
    if (isUnknownCard(state)) {
      // The app says "not found" with its search form; nothing of the record is shown here.
      document.getElementById(BOOT_VIEW_ID)?.remove();
      document.documentElement.removeAttribute(BOOT_ATTRIBUTE);
      finish();
      return;
    }
    paintSummary();
  }

  function paintPage() {
    const page = paintNode(
      el('div', shellClasses.layout, [
        el('header', shellClasses.header, [
          el('div', shellClasses.headerBar, [
            el(
              'a',
              shellClasses.brand,
              [
                el('span', shellClasses.brandMark, ['+'], { 'aria-hidden': 'true' }),
                t('common:app.name'),
              ],
              { href: '/' },
            ),
          ]),
        ]),
        el('main', shellClasses.main, [
          el('div', recordPageClass, [recordHeading(shownCardCode(cardNumber), t)]),
        ]),
      ]),
      document,
      retry,
    ) as HTMLElement;
    const slot = document.createElement('div');
    slot.className = 'mt-5';
    summaryNode = document.createTextNode('');
    slot.append(summaryNode);
    page.querySelector('main > div')?.append(slot);
    page.id = BOOT_VIEW_ID;
    document.body.prepend(page);
    document.documentElement.setAttribute(BOOT_ATTRIBUTE, '');
    update();
  }

  for (const resource of recordResourceNames) read(resource);
  window.__bootView = {
    cardNumber,
    take(resource) {
      const answer = reads.get(resource);
      reads.delete(resource);
      return answer;
    },
    ready,
  };
  document.documentElement.lang = languageTags[language];
  document.title = `${t('common:titles.recordView')} | ${t('common:app.name')}`;
  if (document.body) paintPage();
  else document.addEventListener('DOMContentLoaded', paintPage, { once: true });
}

function start() {
  const language = detectLanguage();
  const match = RECORD_PATH.exec(location.pathname);
  const cardNumber = match ? decodeURIComponent(match[1] ?? '') : '';
  const onRecord = Boolean(match) && isCardCodeAddress(cardNumber);
  const apiBase = document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content;
  if (onRecord && apiBase) startRecordView(apiBase, cardNumber, language);
  preloadAssets(onRecord, language);
}

start();
