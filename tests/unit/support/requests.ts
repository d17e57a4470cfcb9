// What the app sends to the demo backend, as a test reads it.
import { server } from '@/mocks/node';

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Records every call the app sends to the demo backend, with its JSON body (null if none). */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: parse(text) });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

/** The calls sent to a path ending with `suffix`. */
export function callsTo(sent: SentRequest[], suffix: string): SentRequest[] {
  return sent.filter((call) => call.path.endsWith(suffix));
}
