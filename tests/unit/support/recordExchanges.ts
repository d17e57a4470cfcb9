// Every call the client sends to the demo backend, with the answer it got, as the contract
// checker reads them (./contract.ts).
import { server } from '@/mocks/node';
import type { Exchange } from './contract';

/** A multipart form as an object: `allergy[0][name]` is `{allergy: [{name}]}`, a file its name. */
function formObject(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const [head = key, ...rest] = key.split(/[[\]]+/).filter(Boolean);
    const path = [head, ...rest];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const slot = /^\d+$/.test(part) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = typeof value === 'string' ? value : value.name;
        return;
      }
      container[slot] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

async function bodyOf(message: Request | Response): Promise<unknown> {
  const type = message.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return formObject(await message.formData());
  const text = await message.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Starts recording the calls the demo backend answers; `calls()` waits for the bodies read and
 * gives them. Recording stops when the test ends.
 */
export function recordExchanges(): { calls: () => Promise<Exchange[]> } {
  const requests = new Map<string, Request>();
  const pending: Promise<Exchange>[] = [];
  const started = ({ request, requestId }: { request: Request; requestId: string }) => {
    requests.set(requestId, request.clone());
  };
  const answered = ({
    response,
    requestId,
  }: {
    request: Request;
    response: Response;
    requestId: string;
  }) => {
    const request = requests.get(requestId);
    if (!request) return;
    const answer = response.clone();
    pending.push(
      (async () => ({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        contentType: request.headers.get('Content-Type') ?? '',
        body: await bodyOf(request),
        status: answer.status,
        answerType: answer.headers.get('Content-Type') ?? '',
        answer: await bodyOf(answer),
      }))(),
    );
  };
  server.events.on('request:start', started);
  server.events.on('response:mocked', answered);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('response:mocked', answered);
  });
  return { calls: () => Promise.all(pending) };
}
