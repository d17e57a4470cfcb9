// What the screen level of the fault matrix checks after a fault, one helper per rule.
import { screen, waitFor } from '@testing-library/react';
import common from '../../../src/i18n/locales/pt/common.json';
import { paths } from '../../../src/lib/paths';
import { readToken } from '../../../src/session/cookies';

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
  expect(document.querySelector('main')?.textContent?.trim(), 'the page is blank').toBeTruthy();
}

interface Navigable {
  assign: (url: string) => void;
}

/**
 * Records the full page loads the app asks for (`window.location.assign`). jsdom cannot load
 * another document, and its Location cannot be stubbed, so its implementation object is.
 */
export function watchPageLoads(): string[] {
  const key = Object.getOwnPropertySymbols(window.location).find((s) => s.description === 'impl');
  const location: unknown = key ? Reflect.get(window.location, key) : undefined;
  if (typeof location !== 'object' || location === null) {
    throw new Error('jsdom keeps its Location elsewhere now: update watchPageLoads');
  }
  const loads: string[] = [];
  const watcher: Navigable = { assign: (url) => void loads.push(url) };
  Object.assign(location, watcher);
  onTestFinished(() => {
    Reflect.deleteProperty(location, 'assign');
  });
  return loads;
}

/** A 401 on a private screen: the session is cleared and the login page loads (SPEC.md 4). */
export async function expectLeftForLogin(loads: string[]): Promise<void> {
  await waitFor(() => expect(loads).toContain(paths.login));
  expect(readToken()).toBeUndefined();
}
