// The record reads the inline boot script sent before the app arrived are taken over here, so a
// read is never sent twice and its answer goes through the client's one error mapping and retry.
// Without axios: the record view's first paint then loads no network code of its own.
import { bootView, type BootAnswer } from './bootView';
import type { Sent } from '../api/http';

/**
 * The boot script's read of this very call, if it sent one that nobody has taken yet: both build
 * a read's address with `cardRecordReadPath`, so the same read has the same address.
 */
export function bootReadOf(config: {
  url?: string;
  method?: string;
}): Promise<BootAnswer> | undefined {
  const boot = bootView();
  if (!boot || !config.url || (config.method ?? 'get').toLowerCase() !== 'get') return undefined;
  return boot.take(config.url);
}

/** A body as axios gives it by default: JSON when it reads as JSON, else the text itself. */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The boot script's answer as the network would have given it. */
function asSent<T>(answer: BootAnswer): Sent<T> {
  if (answer.status === 0) return { outcome: 'noAnswer', timedOut: false };
  const data = bodyOf(answer.text);
  if (answer.status >= 200 && answer.status < 300) return { outcome: 'answer', data: data as T };
  return { outcome: 'refused', status: answer.status, data, retryAfter: answer.retryAfter };
}

/** Waits for the boot script's answer, or for the signal: then as a call given up. */
export function adoptBootRead<T>(
  answer: Promise<BootAnswer>,
  signal: AbortSignal | undefined,
): Promise<Sent<T>> {
  return new Promise((resolve) => {
    const giveUp = () => resolve({ outcome: 'noAnswer', timedOut: false });
    if (signal?.aborted) return giveUp();
    signal?.addEventListener('abort', giveUp, { once: true });
    void answer
      .then((settled) => resolve(asSent<T>(settled)), giveUp)
      .finally(() => signal?.removeEventListener('abort', giveUp));
  });
}
