import { delay, http as mswHttp, HttpResponse } from 'msw';
import { getCards } from '@/api/cards';
import { clientSettings, type RetryNotice } from '@/api/client';
import { MAX_RETRIES } from '@/api/retryRule';
import { setUnauthorizedHandler } from '@/session/unauthorized';
import { ApiError, errorText } from '@/api/errors';
import { buildRecordBody, readRecord, saveRecord } from '@/api/medicalRecord';
import { acceptTerms, getUserInfo } from '@/api/user';
import { login } from '@/api/auth';
import { server } from '@/mocks/node';
import { writeSession } from '@/session/cookies';

const t = (key: string) => `t(${key})`;

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the REST client', () => {
  it('sends the token cookie as a Bearer header, and none without it', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.get('*/api/user/info', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ user: { name: 'A', email: 'a@b.c', cpf: '1' }, payments: [] });
      }),
    );
    await getUserInfo();
    writeSession('abc.def', { id: 7, accept_terms: 1 });
    await getUserInfo();
    expect(seen).toEqual([null, 'Bearer abc.def']);
  });

  it("shows the server's message when it sends one, else the call's default text", async () => {
    server.use(
      mswHttp.get('*/api/user/info', () =>
        HttpResponse.json({ message: 'Conta suspensa.' }, { status: 403 }),
      ),
    );
    const withMessage = await failureOf(getUserInfo());
    expect(withMessage.status).toBe(403);
    expect(errorText(withMessage, t)).toBe('Conta suspensa.');

    server.use(mswHttp.get('*/api/user/info', () => new HttpResponse('boom', { status: 500 })));
    expect(errorText(await failureOf(getUserInfo()), t)).toBe('t(errors.userInfo)');
  });

  it('maps 422 field errors and logs, not shows, the generic status text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mswHttp.post('*/api/auth/login', () =>
        HttpResponse.json(
          { message: 'Dados inválidos.', errors: { email: ['E-mail inválido.'] } },
          { status: 422 },
        ),
      ),
    );
    const error = await failureOf(login({ email: 'x', password: 'y' }));
    expect(error.fieldErrors).toEqual({ email: 'E-mail inválido.' });
    expect(errorText(error, t)).toBe('Dados inválidos.');
    server.use(mswHttp.post('*/api/auth/login', () => new HttpResponse(null, { status: 400 })));
    await failureOf(login({ email: 'x', password: 'y' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Requisição mal formatada'));
  });

  it('login: with no answer at all, the connection text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(mswHttp.post('*/api/auth/login', () => HttpResponse.error()));
    const error = await failureOf(login({ email: 'a@b.c', password: 'x' }));
    expect(error.kind).toBe('network');
    expect(errorText(error, t)).toBe('t(errors.connection)');
    server.use(mswHttp.post('*/api/auth/login', () => HttpResponse.json({}, { status: 500 })));
    expect(errorText(await failureOf(login({ email: 'a@b.c', password: 'x' })), t)).toBe(
      't(errors.login)',
    );
  });

  it('gives up after the request timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = clientSettings.timeoutMs;
    clientSettings.timeoutMs = 50;
    server.use(
      mswHttp.get('*/api/user/info', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    try {
      const error = await failureOf(getUserInfo());
      expect(error.kind).toBe('timeout');
    } finally {
      clientSettings.timeoutMs = original;
    }
  });

  it('a 401 runs the private screen handler', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      mswHttp.get('*/api/user/info', () => HttpResponse.json({ message: 'x' }, { status: 401 })),
    );
    await failureOf(getUserInfo());
    setUnauthorizedHandler(null);
    await failureOf(getUserInfo());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a cards answer that is not a list of cards fails with the cards text and a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(mswHttp.get('*/api/cards/:id', () => HttpResponse.json({ cards: 'nope' })));
    const error = await failureOf(getCards(1));
    expect(error.kind).toBe('shape');
    expect(errorText(error, t)).toBe('t(errors.cardsLoad)');
    expect(warn).toHaveBeenCalled();
    server.use(mswHttp.get('*/api/cards/:id', () => HttpResponse.json({ cards: [{ id: 1 }] })));
    expect(errorText(await failureOf(getCards(1)), t)).toBe('t(errors.cardsLoad)');
  });

  it('a record answer in another shape fails with the record-load text, never as no items', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bodies = [
      () => HttpResponse.json({ data: 'x' }),
      () => HttpResponse.json([1, 2]),
      () => HttpResponse.json({}),
      () => HttpResponse.json({ data: [{ name: 'Dipirona' }, 'Maria Helena'] }),
      // A proxy's page with a 200.
      () => HttpResponse.html('<html><body>Maria Helena, faça login no Wi-Fi</body></html>'),
    ];
    for (const body of bodies) {
      server.use(mswHttp.get('*/api/medical-record/allergies', body));
      const error = await failureOf(readRecord('allergies', 'ABC123XYZ'));
      expect(error.kind).toBe('shape');
      expect(errorText(error, t)).toBe('t(errors.recordLoad)');
    }
    // Reported without what the answer held.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('allergies'));
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Maria|Dipirona/);
  });

  it('a single resource answers one object or null, a flat one a list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = (resource: string, data: unknown) =>
      server.use(
        mswHttp.get(`*/api/medical-record/${resource}`, () => HttpResponse.json({ data })),
      );
    answer('blood-type', null);
    await expect(readRecord('blood-type', 'ABC123XYZ')).resolves.toEqual([]);
    answer('blood-type', { id: 1, blood_type: 'O+' });
    await expect(readRecord('blood-type', 'ABC123XYZ')).resolves.toEqual([
      { id: 1, blood_type: 'O+' },
    ]);
    answer('blood-type', 'O+');
    expect((await failureOf(readRecord('blood-type', 'ABC123XYZ'))).kind).toBe('shape');
    answer('personal-information', { name: 'Maria' });
    expect((await failureOf(readRecord('personal-information', 'ABC123XYZ'))).kind).toBe('shape');
    answer('allergies', null);
    expect((await failureOf(readRecord('allergies', 'ABC123XYZ'))).kind).toBe('shape');
  });

  it('an answer in another shape fails every other call with its own text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mswHttp.get('*/api/user/info', () =>
        HttpResponse.json({ user: { name: 'A', email: 'a@b.c', cpf: '1' }, payments: 'none' }),
      ),
      mswHttp.post('*/api/medical-record/allergies', () => HttpResponse.html('<p>ok</p>')),
    );
    expect(errorText(await failureOf(getUserInfo()), t)).toBe('t(errors.userInfo)');
    expect(errorText(await failureOf(saveRecord('allergies', 'ABC123XYZ', [])), t)).toBe(
      't(errors.save)',
    );
  });

  it('reads yes/no flags sent as numbers as "1"/"0"', async () => {
    server.use(
      mswHttp.get('*/api/medical-record/hospitalizations', () =>
        HttpResponse.json({ data: [{ id: 3, reason: 'x', discharge: 1 }, { discharge: 0 }] }),
      ),
    );
    const items = await readRecord('hospitalizations', 'ABC123XYZ');
    expect(items.map((i) => i.discharge)).toEqual(['1', '0']);
    expect(items[0]?.id).toBe(3);
  });
});

/** Answers a path with these responses in turn, the last one for every request after them. */
function answerInTurn(
  method: 'get' | 'post',
  path: string,
  ...responses: (() => Response | Promise<Response>)[]
) {
  const seen = { count: 0 };
  server.use(
    mswHttp[method](path, () => {
      const respond = responses[Math.min(seen.count, responses.length - 1)];
      seen.count += 1;
      if (!respond) throw new Error('no response given');
      return respond();
    }),
  );
  return seen;
}

const ok = () => HttpResponse.json({ data: [{ id: 1, name: 'Dipirona' }] });
const unavailable = () => HttpResponse.json({ message: 'Em manutenção.' }, { status: 503 });
const allergies = '*/api/medical-record/allergies';

describe('a read that fails in a way that may pass', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is sent again by itself after a 503, telling the caller', async () => {
    const requests = answerInTurn('get', allergies, unavailable, ok);
    const notices: RetryNotice[] = [];
    const items = await readRecord('allergies', 'ABC123XYZ', undefined, (notice) =>
      notices.push(notice),
    );
    expect(items).toEqual([{ id: 1, name: 'Dipirona' }]);
    expect(requests.count).toBe(2);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.retry).toBe(1);
    expect(notices[0]?.error.status).toBe(503);
  });

  it('after no answer at all, or a timeout', async () => {
    const offline = answerInTurn(
      'get',
      allergies,
      () => HttpResponse.error(),
      () => HttpResponse.error(),
      ok,
    );
    await expect(readRecord('allergies', 'ABC123XYZ')).resolves.toHaveLength(1);
    expect(offline.count).toBe(3);

    const original = clientSettings.timeoutMs;
    clientSettings.timeoutMs = 50;
    try {
      const slow = answerInTurn(
        'get',
        '*/api/user/info',
        async () => {
          await delay(500);
          return HttpResponse.json({});
        },
        () => HttpResponse.json({ user: { name: 'A', email: 'a@b.c', cpf: '1' }, payments: [] }),
      );
      await expect(getUserInfo()).resolves.toMatchObject({ user: { name: 'A' } });
      expect(slow.count).toBe(2);
    } finally {
      clientSettings.timeoutMs = original;
    }
  });

  it('not while the browser knows it is offline: the screen says so at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const requests = answerInTurn('get', allergies, () => HttpResponse.error(), ok);
    const notices: number[] = [];
    const error = await failureOf(
      readRecord('allergies', 'ABC123XYZ', undefined, ({ retry }) => notices.push(retry)),
    );
    expect(error.kind).toBe('network');
    expect(requests.count).toBe(1);
    expect(notices).toEqual([]);
  });

  it('at most twice, then fails with its text', async () => {
    const requests = answerInTurn(
      'get',
      allergies,
      () => new HttpResponse('boom', { status: 500 }),
    );
    const notices: number[] = [];
    const error = await failureOf(
      readRecord('allergies', 'ABC123XYZ', undefined, ({ retry }) => notices.push(retry)),
    );
    expect(errorText(error, t)).toBe('t(errors.recordLoad)');
    expect(requests.count).toBe(1 + MAX_RETRIES);
    expect(MAX_RETRIES).toBe(2);
    expect(notices).toEqual([1, 2]);
  });

  it('waits longer before the second retry', async () => {
    const original = clientSettings.retryBaseDelayMs;
    clientSettings.retryBaseDelayMs = 40;
    try {
      answerInTurn('get', allergies, unavailable);
      const waits: number[] = [];
      await failureOf(
        readRecord('allergies', 'ABC123XYZ', undefined, ({ delayMs }) => waits.push(delayMs)),
      );
      const [first = 0, second = 0] = waits;
      expect(first).toBeGreaterThanOrEqual(40);
      expect(second).toBeGreaterThanOrEqual(120);
      expect(second).toBeGreaterThan(first);
    } finally {
      clientSettings.retryBaseDelayMs = original;
    }
  });

  it('after a 429, waits the seconds its Retry-After asks', async () => {
    const times: number[] = [];
    server.use(
      mswHttp.get(allergies, () => {
        times.push(performance.now());
        return times.length === 1
          ? HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '1' } })
          : ok();
      }),
    );
    const waits: number[] = [];
    await readRecord('allergies', 'ABC123XYZ', undefined, ({ delayMs }) => waits.push(delayMs));
    expect(waits).toEqual([1000]);
    const [first = 0, second = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(950);
  });

  it('honours a Retry-After date, and caps what it asks', async () => {
    const retryAfter = (value: string) => () =>
      HttpResponse.json({}, { status: 503, headers: { 'Retry-After': value } });
    const waitAsked = async (value: string) => {
      answerInTurn('get', allergies, retryAfter(value), ok);
      const controller = new AbortController();
      let asked = -1;
      // Abort once told: the wait itself is not this test's business.
      await failureOf(
        readRecord('allergies', 'ABC123XYZ', controller.signal, ({ delayMs }) => {
          asked = delayMs;
          controller.abort();
        }),
      );
      return asked;
    };
    const inThreeSeconds = new Date(Date.now() + 3000).toUTCString();
    const dated = await waitAsked(inThreeSeconds);
    // An HTTP date counts whole seconds.
    expect(dated).toBeGreaterThan(1000);
    expect(dated).toBeLessThanOrEqual(3000);
    expect(await waitAsked('3600')).toBe(clientSettings.retryMaxDelayMs);
    expect(clientSettings.retryMaxDelayMs).toBeLessThanOrEqual(10_000);
  });

  it('stops when the caller aborts, even while waiting to retry', async () => {
    const original = clientSettings.retryBaseDelayMs;
    clientSettings.retryBaseDelayMs = 5_000;
    try {
      const requests = answerInTurn('get', allergies, unavailable, ok);
      const controller = new AbortController();
      const started = performance.now();
      const failed = failureOf(
        readRecord('allergies', 'ABC123XYZ', controller.signal, () => {
          setTimeout(() => controller.abort(), 20);
        }),
      );
      await failed;
      expect(performance.now() - started).toBeLessThan(2_000);
      await delay(50);
      expect(requests.count).toBe(1);
    } finally {
      clientSettings.retryBaseDelayMs = original;
    }
  });

  it('is not sent again after an answer a retry would not change', async () => {
    for (const respond of [
      () => HttpResponse.json({ message: 'Não encontrado.' }, { status: 404 }),
      () => HttpResponse.json({ message: 'x' }, { status: 401 }),
      () => HttpResponse.json({ message: 'x' }, { status: 422 }),
      () => HttpResponse.json({ data: 'x' }),
    ]) {
      const requests = answerInTurn('get', allergies, respond, ok);
      await failureOf(readRecord('allergies', 'ABC123XYZ'));
      expect(requests.count).toBe(1);
    }
  });
});

describe('a call that writes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('is never sent again: it may have been carried out', async () => {
    const saved = () => HttpResponse.json({ message: 'ok', data: [] });
    for (const failure of [unavailable, () => HttpResponse.error()]) {
      const saves = answerInTurn('post', allergies, failure, saved);
      await failureOf(saveRecord('allergies', 'ABC123XYZ', [{ name: 'Dipirona' }]));
      expect(saves.count).toBe(1);
      const terms = answerInTurn('post', '*/api/user/accept-terms', failure, saved);
      await failureOf(acceptTerms());
      expect(terms.count).toBe(1);
    }
  });
});

describe('medical-record bodies', () => {
  it('sends a list resource as bracket-notation multipart with each item file', async () => {
    let form: FormData | null = null;
    server.use(
      mswHttp.post('*/api/medical-record/allergies', async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ message: 'ok', data: [] });
      }),
    );
    const file = new File(['laudo'], 'laudo.pdf', { type: 'application/pdf' });
    await saveRecord('allergies', 'ABC123XYZ', [
      { name: 'Dipirona', severity: 'Severa', file },
      { name: 'Amendoim', attachment_file_path: 'attachments/x.pdf', reaction: undefined },
    ]);
    const sent = form as unknown as FormData;
    expect(sent.get('cardNumber')).toBe('ABC123XYZ');
    expect(sent.get('allergy[0][name]')).toBe('Dipirona');
    expect(sent.get('allergy[0][severity]')).toBe('Severa');
    expect(sent.get('allergy[1][name]')).toBe('Amendoim');
    expect(sent.get('allergy[1][attachment_file_path]')).toBe('attachments/x.pdf');
    expect(sent.has('allergy[1][reaction]')).toBe(false);
    const uploaded = sent.get('allergy[0][attachment_file]');
    expect(uploaded).toBeInstanceOf(File);
    expect((uploaded as File).name).toBe('laudo.pdf');
  });

  it('sends a flat resource as top-level fields with the file in attachment', () => {
    const file = new File(['x'], 'tipo.png');
    expect(buildRecordBody('blood-type', 'ABC123XYZ', [{ blood_type: 'O-', file }])).toEqual({
      blood_type: 'O-',
      attachment: file,
      cardNumber: 'ABC123XYZ',
    });
  });
});
