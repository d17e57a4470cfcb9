// The demo backend playing an API that implements only the product specification: every call
// the contract marks `x-assumed` answers 404, and no property or header it marks so is sent.
// What is assumed is read from docs/openapi.yaml by the build (__ASSUMED_PARTS__), so a new mark
// there is covered here with nothing to write.
import { getResponse, http as mswHttp, type RequestHandler } from 'msw';
import { apiBaseUrl } from '@/lib/env';
import { notFound } from './handlers/common';

const parts = __ASSUMED_PARTS__;

/** The pattern of a contract path (`/cards/{userId}`) under the API base. */
function pathPattern(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${apiBaseUrl.replace(/\/+$/, '')}${escaped}/?$`);
}

const matches = (part: { method: string; path: string }) => {
  const pattern = pathPattern(part.path);
  return (request: Request) =>
    request.method.toLowerCase() === part.method && pattern.test(new URL(request.url).pathname);
};

const assumedCalls = parts.operations.map(matches);
const answersWithAssumed = parts.answers.map((answer) => ({ ...answer, matches: matches(answer) }));

/** Deletes the property at `path` (`*` for every item of a list) from `value`. */
function leaveOut(value: unknown, path: string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== 'object') return;
  if (head === '*') {
    if (Array.isArray(value)) for (const item of value) leaveOut(item, rest);
    return;
  }
  const record = value as Record<string, unknown>;
  if (rest.length) leaveOut(record[head], rest);
  else Reflect.deleteProperty(record, head);
}

async function withoutAssumedProperties(request: Request, answer: Response): Promise<Response> {
  const answerParts = answersWithAssumed.find(
    (part) => part.status === answer.status && part.matches(request),
  );
  if (!answerParts) return answer;
  const body: unknown = await answer.json();
  for (const path of answerParts.properties) leaveOut(body, path);
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  for (const name of answerParts.headers) headers.delete(name);
  return new Response(JSON.stringify(body), { status: answer.status, headers });
}

/** The given handlers as an API without the assumptions answers. */
export function specOnlyHandlers(handlers: RequestHandler[]): RequestHandler[] {
  return [
    mswHttp.all(`${apiBaseUrl}/*`, async ({ request }) => {
      if (assumedCalls.some((isCall) => isCall(request))) return notFound();
      const answer = await getResponse(handlers, request);
      return answer ? withoutAssumedProperties(request, answer) : undefined;
    }),
    ...handlers,
  ];
}
