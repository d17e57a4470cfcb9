import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { http } from '../../src/api/client';
import { server } from '../../src/mocks/node';
import { resetStore } from '../../src/mocks/store';

// Under Vitest axios runs its Node build, which cannot send jsdom's FormData and File: give it
// Node's own, as a browser would give the browser build its own.
const NodeFormData = (await new Response(new URLSearchParams()).formData())
  .constructor as typeof FormData;
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob });
http.defaults.env = { ...http.defaults.env, FormData: NodeFormData };

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
  cleanup();
  server.resetHandlers();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
