// The six faults of the fault matrix, once: the client level (clientMatrix.test.ts) and the screen
// level (screenMatrix.ts) are both generated from this list.
import { HttpResponse } from 'msw';
import { clientSettings } from '@/api/client';
import type { ApiCall } from './apiCalls';

/** What the client makes of a fault: the text to show, or an answer it takes. */
export type Outcome =
  /** The call's default text: an i18n key of the common namespace. */
  | { kind: 'text'; key: string }
  /** The server's own message. */
  | { kind: 'message'; message: string }
  /** An answer of another shape taken as it is: only for a call that reads nothing but the status. */
  | { kind: 'accepted' };

export type FaultId = 'network' | 'timeout' | 'server' | 'unauthorized' | 'invalid' | 'badShape';

export interface Fault {
  id: FaultId;
  name: string;
  respond: () => Response | Promise<Response>;
  outcome: (call: ApiCall) => Outcome;
  /** The client must give up waiting: the test lowers its timeout (`shortenTimeout`). */
  needsShortTimeout?: true;
  /**
   * A 401: where a private screen is open, the user is asked to sign in again there and the call
   * goes once more (src/app/SignInAgain.tsx).
   */
  refusesSession?: true;
}

/**
 * The timeout the screen tests give the client instead of its 20 s: every call a screen sends
 * meanwhile has it too, and must be answered within it on a busy machine.
 */
const shortTimeoutMs = 300;
const defaultTimeouts = { ...clientSettings };

export function shortenTimeout(timeoutMs = shortTimeoutMs): void {
  clientSettings.timeoutMs = timeoutMs;
  clientSettings.slowCallTimeoutMs = timeoutMs;
}

export function restoreTimeout(): void {
  Object.assign(clientSettings, defaultTimeouts);
}

const noAnswerText = (call: ApiCall): Outcome => ({
  kind: 'text',
  key: call.networkKey ?? call.fallbackKey,
});

const SESSION_EXPIRED = 'Sessão expirada.';
const FIELD_MESSAGE = 'O campo nome é obrigatório.';

export const faults: Fault[] = [
  {
    id: 'network',
    name: 'no network',
    respond: () => HttpResponse.error(),
    outcome: noAnswerText,
  },
  {
    id: 'timeout',
    name: 'a timeout',
    // Never answers: the client gives up at its timeout. An answer that came only "later" raced
    // the client's timer on a loaded machine, and now and then won.
    respond: () => new Promise<never>(() => {}),
    outcome: noAnswerText,
    needsShortTimeout: true,
  },
  {
    id: 'server',
    name: '500 without a message',
    respond: () => new HttpResponse('<html>boom</html>', { status: 500 }),
    outcome: (call) => ({ kind: 'text', key: call.fallbackKey }),
  },
  {
    id: 'unauthorized',
    name: '401',
    respond: () => HttpResponse.json({ message: SESSION_EXPIRED }, { status: 401 }),
    outcome: () => ({ kind: 'message', message: SESSION_EXPIRED }),
    refusesSession: true,
  },
  {
    id: 'invalid',
    name: '422 with message and errors',
    respond: () =>
      HttpResponse.json(
        { message: FIELD_MESSAGE, errors: { name: [FIELD_MESSAGE] } },
        { status: 422 },
      ),
    outcome: () => ({ kind: 'message', message: FIELD_MESSAGE }),
  },
  {
    id: 'badShape',
    name: 'a body that is not the documented shape',
    respond: () => HttpResponse.json(['not', 'an', 'object']),
    outcome: (call) =>
      call.onBadShape === 'error'
        ? { kind: 'text', key: call.badShapeKey ?? call.fallbackKey }
        : { kind: call.onBadShape },
  },
];
