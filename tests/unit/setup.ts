import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- the order of the afterEach below
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { clientSettings } from '@/api/client';
import { http } from '@/api/http';
import { i18n } from '@/i18n/setup';
import { server } from '@/mocks/node';
import { resetStore } from '@/mocks/store';
import { pinTabUser } from '@/session/tabUser';
import { indexLabelControls } from './support/jsdomLabels';

// Under Vitest axios runs its Node build, which cannot send jsdom's FormData and File: give it
// Node's own, as a browser would give the browser build its own.
const NodeFormData = (await new Response(new URLSearchParams()).formData())
  .constructor as typeof FormData;

/** Node's FormData, which can also be built from a <form>, as React does when a submit navigates. */
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.name)
        this.append(element.name, element.value);
    }
  }
}
Object.assign(globalThis, { FormData: FormDataFromForm, File: NodeFile, Blob: NodeBlob });
http.defaults.env = { ...http.defaults.env, FormData: FormDataFromForm };

// Reads that fail are sent again after ~0.5 s and ~1.5 s; here at once, or every fault would wait.
clientSettings.retryBaseDelayMs = 1;

// Pages are lazy chunks: on a busy machine the first render of one can take over a second.
// Role queries do not leave out what is hidden from assistive technology: finding it asks jsdom
// for the style of every candidate and each of its ancestors (about 30 of the run's 250
// processor-seconds), and jsdom, which loads no stylesheet, could only tell the `hidden` and
// `aria-hidden` attributes and inline styles anyway. A test about what is shown says so with `toBeVisible()`;
// the browser tests check what the page really shows.
configure({ asyncUtilTimeout: 8000, defaultHidden: true });

// Label queries on a long page, a walk of the whole page per label without this.
indexLabelControls();

// jsdom does not scroll; the router's scroll restoration may still ask it to.
window.scrollTo = () => {};

// jsdom has no matchMedia; answer "no preference" to every query.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetStore();
});
afterEach(() => {
  // Testing Library unmounts after each test by itself, but after this hook (hooks after a test run
  // in reverse order): the page is unmounted first, before the handlers and cookies are reset.
  cleanup();
  server.resetHandlers();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
  // The "tab" (this worker) works for no user until a test signs one in.
  pinTabUser(undefined);
});
// Nothing a test changed in shared modules and globals reaches the next test.
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (i18n.language !== 'pt') await i18n.changeLanguage('pt');
});
afterAll(() => server.close());
