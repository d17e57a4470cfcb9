// A remembered session's cookies are extended on use only when the API says the session lasts
// longer (the assumed `Session-Expires` header of the account's reads), never on the client's say
// alone: a token copied from a shared computer is not kept alive by the browser it was left in.
import { getResponse } from 'msw';
import { getUserInfo } from '@/api/user';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { specOnlyHandlers } from '@/mocks/specOnly';
import { login } from '@/api/auth';
import { writeSession } from '@/session/cookies';
import { http as demoHttp } from '@/mocks/handlers/common';
import { watchCookieWrites, writesOf } from '../support/cookieWrites';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysOf(write: string | undefined): number | null {
  const match = /;\s*expires=([^;]+)/i.exec(write ?? '');
  return match?.[1] ? Math.round((new Date(match[1]).getTime() - Date.now()) / DAY_MS) : null;
}

async function signIn(remember: boolean): Promise<string> {
  const session = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  writeSession(session.token, session.user, remember);
  return session.token;
}

/** The account's read answers as the demo does, with `Session-Expires` set to `value`. */
function sessionExpiresSays(value: string | null): void {
  server.use(
    demoHttp.get('/user/info', async ({ request }) => {
      const answer = await getResponse(handlers, request);
      if (!answer) throw new Error('the demo did not answer');
      const headers = new Headers(answer.headers);
      if (value === null) headers.delete('Session-Expires');
      else headers.set('Session-Expires', value);
      return new Response(answer.body, { status: answer.status, headers });
    }),
  );
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toUTCString();

it('the demo says the session lasts 30 days from now, and the remembered cookies follow', async () => {
  await signIn(true);
  const writes = watchCookieWrites();
  await getUserInfo();
  for (const name of ['token', 'user']) {
    expect(writesOf(writes, name), name).toHaveLength(1);
    expect(daysOf(writesOf(writes, name)[0]), name).toBe(30);
  }
});

it.each([
  ['until the time the API says, when sooner than 30 days', 12, 12],
  ['never more than 30 days, whatever the API says', 365, 30],
])('keeps the cookies %s', async (_, said, kept) => {
  await signIn(true);
  sessionExpiresSays(inDays(said));
  const writes = watchCookieWrites();
  await getUserInfo();
  expect(daysOf(writesOf(writes, 'token')[0])).toBe(kept);
  expect(daysOf(writesOf(writes, 'user')[0])).toBe(kept);
});

it.each([
  ['the API says nothing', null],
  ['the API says something that is not a time', 'amanhã'],
  ['the time the API says has passed', inDays(-1)],
])('leaves the cookies as they are when %s', async (_, value) => {
  await signIn(true);
  sessionExpiresSays(value);
  const writes = watchCookieWrites();
  await getUserInfo();
  expect(writesOf(writes, 'token')).toEqual([]);
  expect(writesOf(writes, 'user')).toEqual([]);
});

it('a session that ends with the browser stays so', async () => {
  await signIn(false);
  const writes = watchCookieWrites();
  await getUserInfo();
  expect(writesOf(writes, 'token')).toEqual([]);
});

it('a session replaced while the read was out is left alone', async () => {
  await signIn(true);
  server.use(
    demoHttp.get('/user/info', async ({ request }) => {
      const answer = await getResponse(handlers, request);
      writeSession('another-token', { id: 99, accept_terms: 1 }, true);
      return answer;
    }),
  );
  const writes = watchCookieWrites();
  await getUserInfo();
  // The only write is the new session's own.
  expect(writesOf(writes, 'token').map((write) => write.split(';')[0])).toEqual([
    'token=another-token',
  ]);
});

it('an API without the assumptions sends no such word, and nothing is extended', async () => {
  await signIn(true);
  server.use(...specOnlyHandlers(handlers));
  const writes = watchCookieWrites();
  await getUserInfo();
  expect(writesOf(writes, 'token')).toEqual([]);
});
