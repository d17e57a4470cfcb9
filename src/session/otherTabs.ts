// What one tab tells the others of this browser about the session they share (its cookies): that
// it ended, and why, or that someone signed in. A BroadcastChannel where the browser has one, else
// a local-storage key written and removed at once, whose `storage` event the other tabs receive.
import { removeStored, writeStored } from '@/lib/safeStorage';

/** Why a session ended for every tab: a logout, a refused token, a changed password. */
export type SessionEnd = 'loggedOut' | 'unauthorized' | 'passwordChanged';

export type SessionNews =
  { kind: 'ended'; reason: SessionEnd } | { kind: 'signedIn'; userId: number };

const NAME = 'prontuario-session';

let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null;
  }
  return channel;
}

function isNews(value: unknown): value is SessionNews {
  if (typeof value !== 'object' || value === null) return false;
  const news = value as Record<string, unknown>;
  if (news.kind === 'signedIn') return typeof news.userId === 'number';
  return (
    news.kind === 'ended' &&
    (news.reason === 'loggedOut' ||
      news.reason === 'unauthorized' ||
      news.reason === 'passwordChanged')
  );
}

export function tellOtherTabs(news: SessionNews): void {
  const open = openChannel();
  if (open) {
    open.postMessage(news);
    return;
  }
  // A nonce, so that the same news twice still changes the value and fires the event. Storage
  // refused, the other tabs find out at their next call (a 401) or when shown again.
  writeStored('local', NAME, JSON.stringify({ ...news, nonce: Math.random() }));
  removeStored('local', NAME);
}

/** Calls `listener` with what the other tabs tell; returns the way to stop. */
export function listenToOtherTabs(listener: (news: SessionNews) => void): () => void {
  const open = openChannel();
  if (open) {
    const onMessage = (event: MessageEvent) => {
      if (isNews(event.data)) listener(event.data);
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== NAME || !event.newValue) return;
    try {
      const news: unknown = JSON.parse(event.newValue);
      if (isNews(news)) listener(news);
    } catch {
      // Not ours.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
