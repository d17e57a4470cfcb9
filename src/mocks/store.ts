// The demo backend's one state object: read it with the accessors, change it only inside
// updateStore(), which persists the change before the handler answers.
import type { RecordResource } from '../api/types';
import { hasPersistence, readSavedState, writeSavedState } from './persistence';
import { randomCardCode } from './random';
import { buildSeed } from './seed';
import type { CardRow, DemoState, RecordItem, StoredFile, UserRow } from './state';
import { normalizeEmail } from './validation';

let state: DemoState = buildSeed();
let pendingWrite: Promise<void> = Promise.resolve();

/** Tells other tabs of the demo to reload the state after this one saved it. */
const CHANNEL_NAME = 'prontuario-demo-store';
let channel: BroadcastChannel | null = null;

function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => {
    void readSavedState().then((saved) => {
      if (saved) state = saved;
    });
  };
}

async function persist(): Promise<void> {
  const write = pendingWrite.then(() => writeSavedState(state));
  pendingWrite = write.catch((error: unknown) => {
    console.warn('[demo] could not save the demo data', error);
  });
  await pendingWrite;
  channel?.postMessage('changed');
}

/** Loads the saved state (browser) or keeps the seed (Node); call once before serving. */
export async function loadStore(): Promise<void> {
  if (!hasPersistence()) return;
  try {
    const saved = await readSavedState();
    if (saved) state = saved;
    else await persist();
  } catch (error) {
    console.warn('[demo] saved demo data unreadable; starting from the seed', error);
    state = buildSeed();
  }
  listenToOtherTabs();
}

/** Back to the seed, in memory and in the saved copy. */
export async function resetStore(): Promise<void> {
  state = buildSeed();
  await persist();
}

/** The current state, for reading. */
export function currentState(): DemoState {
  return state;
}

/** Applies one change to the state and resolves once it is saved. */
export async function updateStore<T>(change: (draft: DemoState) => T): Promise<T> {
  const result = change(state);
  await persist();
  return result;
}

/** Notes the moment a card's record (or its public page's choice) changed. */
export function markRecordChanged(draft: DemoState, cardId: number): void {
  const row = draft.cards.find((card) => card.id === cardId);
  if (row) row.recordUpdatedAt = new Date().toISOString();
}

export function takeId(draft: DemoState): number {
  return draft.nextId++;
}

export function userByToken(token: string): UserRow | undefined {
  const session = state.sessions.find((row) => row.token === token);
  return session ? state.users.find((user) => user.id === session.userId) : undefined;
}

export function userByEmail(email: string): UserRow | undefined {
  const wanted = normalizeEmail(email);
  return state.users.find((user) => user.email === wanted);
}

export function cardByCode(cardCode: string): CardRow | undefined {
  const wanted = cardCode.trim().toUpperCase();
  return state.cards.find((card) => card.number === wanted);
}

/** The card when it belongs to the user; another user's card is as good as missing. */
export function ownedCardByCode(userId: number, cardCode: string): CardRow | undefined {
  const card = cardByCode(cardCode);
  return card?.userId === userId ? card : undefined;
}

export function cardsOf(userId: number): CardRow[] {
  return state.cards.filter((card) => card.userId === userId).sort((a, b) => a.id - b.id);
}

export function recordItems(cardCode: string, resource: RecordResource): RecordItem[] {
  return state.records[cardCode]?.[resource] ?? [];
}

/** A fresh card code not used by any card. */
export function unusedCardCode(draft: DemoState): string {
  let cardCode = randomCardCode();
  while (draft.cards.some((card) => card.number === cardCode)) cardCode = randomCardCode();
  return cardCode;
}

export function storedFile(path: string): StoredFile | undefined {
  return Object.hasOwn(state.files, path) ? state.files[path] : undefined;
}
