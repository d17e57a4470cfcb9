// What the screen level of the fault matrix checks after a fault, one helper per rule.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import common from '@/i18n/locales/pt/common.json';
import { paths } from '@/lib/paths';
import { server } from '@/mocks/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { callOf } from './apiCalls';

/** What the user typed before the call: each input's label and the value it showed then. */
export type Typed = Record<string, string>;

/** The Portuguese text of a key of the common namespace (`errors.login`). */
export function commonText(key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : null),
      common,
    );
  if (typeof text !== 'string') throw new Error(`no Portuguese text for "${key}"`);
  return text;
}

function valueOf(element: HTMLElement): string {
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  ) {
    return element.value;
  }
  throw new Error(`"${element.tagName}" holds no typed value`);
}

/** The values the inputs with these labels show now (masks applied). */
export function readTyped(labels: string[]): Typed {
  return Object.fromEntries(labels.map((label) => [label, valueOf(screen.getByLabelText(label))]));
}

/** Rule 3: every value typed before the call is still in its input, which can still be used. */
export function expectTypedKept(typed: Typed): void {
  for (const [label, value] of Object.entries(typed)) {
    const input = screen.getByLabelText(label);
    expect(valueOf(input), `the input "${label}"`).toBe(value);
    expect(input, `the input "${label}"`).toBeEnabled();
  }
}

/** A toast fades in, and jsdom runs no animation: it counts as shown once it is there. */
function isToast(element: HTMLElement): boolean {
  return element.closest('[role="status"][aria-live]') !== null;
}

function isHidden(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  return (
    element.hasAttribute('hidden') || style.display === 'none' || style.visibility === 'hidden'
  );
}

function isShown(element: HTMLElement): boolean {
  if (isToast(element)) return true;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (isHidden(node)) return false;
  }
  return true;
}

/** Rule 1: the screen shows this text, alone or as part of a sentence. */
export async function expectShown(text: string): Promise<void> {
  const found = await screen.findAllByText((content) => content.includes(text));
  expect(found.filter(isShown), `"${text}" is on the page but hidden`).not.toHaveLength(0);
}

/** Rule 2: something stands on the screen, and a screen error, if any, offers a way back. */
export function expectScreenStands(): void {
  const boundary = screen.queryByText(commonText('errorBoundary.title'));
  if (boundary) {
    expect(screen.getByRole('link', { name: commonText('notFound.back') })).toHaveAttribute(
      'href',
      paths.home,
    );
    expect(screen.getByRole('button', { name: commonText('errorBoundary.retry') })).toBeVisible();
    return;
  }
  // `hidden`: no visibility check of every element of a long page, only its <main>'s text.
  const [main] = screen.queryAllByRole('main', { hidden: true });
  expect(main?.textContent?.trim(), 'the page is blank').toBeTruthy();
}

interface Navigable {
  assign: (url: string) => void;
  reload: () => void;
}

/**
 * Records the full page loads the app asks for: `window.location.assign`'s address, or "reload".
 * jsdom cannot load another document, and its Location cannot be stubbed, so its implementation
 * object is.
 */
export function watchPageLoads(): string[] {
  const key = Object.getOwnPropertySymbols(window.location).find((s) => s.description === 'impl');
  const location: unknown = key ? Reflect.get(window.location, key) : undefined;
  if (typeof location !== 'object' || location === null) {
    throw new Error('jsdom keeps its Location elsewhere now: update watchPageLoads');
  }
  const loads: string[] = [];
  const watcher: Navigable = {
    assign: (url) => void loads.push(url),
    reload: () => void loads.push('reload'),
  };
  Object.assign(location, watcher);
  onTestFinished(() => {
    Reflect.deleteProperty(location, 'assign');
    Reflect.deleteProperty(location, 'reload');
  });
  return loads;
}

/**
 * A 401 on a private screen: a dialog asks for the password of the session's account, over the
 * screen. Nothing typed is lost meanwhile.
 */
export async function findSignInAgain(typed: Typed): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: commonText('signInAgain.title') });
  const account = commonText('signInAgain.account').replace('{{email}}', DEMO_EMAIL);
  expect(within(dialog).getByText(account)).toBeVisible();
  expectTypedKept(typed);
  return dialog;
}

/** Gives the dialog the account's password; it closes. */
export async function answerSignInAgain(user: UserEvent, dialog: HTMLElement): Promise<void> {
  await user.type(within(dialog).getByLabelText(commonText('signInAgain.password')), DEMO_PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: commonText('signInAgain.submit') }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** What the app sent to the demo backend since `watchCalls`, as the calls of `apiCalls`. */
export interface CallLog {
  /** Each request's call (`auth.login`), in the order sent; "METHOD /path" if it is none. */
  readonly sent: string[];
  /** Requests not answered yet. */
  readonly pending: number;
  /** When a request was last sent or answered (`performance.now()`). */
  readonly lastActivity: number;
}

/** Records the calls the app sends from now until the test ends. */
export function watchCalls(): CallLog {
  const log = { sent: [] as string[], pending: 0, lastActivity: performance.now() };
  const started = ({ request }: { request: Request }) => {
    log.sent.push(callOf(request)?.name ?? `${request.method} ${new URL(request.url).pathname}`);
    log.pending += 1;
    log.lastActivity = performance.now();
  };
  const ended = () => {
    log.pending -= 1;
    log.lastActivity = performance.now();
  };
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('request:end', ended);
  });
  return log;
}

/** How long a screen must send nothing, every call answered, to count as settled. */
const SETTLED_MS = 100;

/** Waits until the screen's heading is up and it has sent nothing for a while, all answered. */
export async function settled(log: CallLog): Promise<void> {
  await screen.findAllByRole('heading', { level: 1, hidden: true });
  await waitFor(() => {
    expect(log.pending, 'calls not answered yet').toBe(0);
    expect(performance.now() - log.lastActivity).toBeGreaterThanOrEqual(SETTLED_MS);
  });
}
