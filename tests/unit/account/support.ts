import { configure } from '@testing-library/react';
import { server } from '../../../src/mocks/node';

// Each page is a lazy chunk with its own words: on a busy machine the first screen of a test can
// take more than the default second to appear.
configure({ asyncUtilTimeout: 5000 });

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

/** The API client logs every failed call; these tests fail calls on purpose. */
export function silenceApiWarnings(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
