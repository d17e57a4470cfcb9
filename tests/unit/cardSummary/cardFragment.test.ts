import { afterEach, expect, test } from 'vitest';
import { heldCardFragment, holdCardFragment, opensWithCardCopy } from '@/lib/cardFragment';

const view = '/prontuario-do-usuario/ABC-123-XYZ';
const copy = '1;d=2026-03-05;n=Maria_Helena';

afterEach(() => {
  delete window.__cardFragment;
  window.history.replaceState(null, '', '/');
});

test("a record view's copy leaves the address, the history entry kept, and stays in memory", () => {
  window.history.replaceState({ idx: 0 }, '', `${view}?lng=en#${copy}`);
  const entries = window.history.length;
  holdCardFragment();
  expect(window.location.href).toBe(`${window.location.origin}${view}?lng=en`);
  expect(window.history.length).toBe(entries);
  expect(window.history.state).toEqual({ idx: 0 });
  expect(heldCardFragment(view)).toBe(copy);
  // The app, starting after the boot script, reads the same copy from a bare address.
  holdCardFragment();
  expect(heldCardFragment(view)).toBe(copy);
});

test('the copy belongs to the record it came with', () => {
  window.history.replaceState(null, '', `${view}#${copy}`);
  holdCardFragment();
  expect(heldCardFragment('/prontuario-do-usuario/DEF-456-UVW')).toBe('');
});

test.each([
  ['a section anchor', `${view}#alergias`],
  ['no fragment', view],
  ['a copy-like fragment on another page', `/planos#${copy}`],
])('%s stays in the address, and no copy is held', (_, address) => {
  window.history.replaceState(null, '', address);
  holdCardFragment();
  expect(`${window.location.pathname}${window.location.hash}`).toBe(address);
  expect(heldCardFragment(window.location.pathname)).toBe('');
});

test('a record view opens with a copy while the copy is in its address, and once it is held', () => {
  window.history.replaceState(null, '', `${view}#${copy}`);
  expect(opensWithCardCopy()).toBe(true);
  holdCardFragment();
  expect(opensWithCardCopy()).toBe(true);
});

test.each([
  ['a section anchor', `${view}#alergias`],
  ['no fragment', view],
  ['a copy-like fragment on another page', `/planos#${copy}`],
])('%s opens with no copy', (_, address) => {
  window.history.replaceState(null, '', address);
  expect(opensWithCardCopy()).toBe(false);
});
