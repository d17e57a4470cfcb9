import { delay, http as mswHttp, HttpResponse } from 'msw';
import { getCards } from '../../../src/api/cards';
import { clientSettings, setUnauthorizedHandler } from '../../../src/api/client';
import { ApiError, errorText } from '../../../src/api/errors';
import { buildRecordBody, readRecord, saveRecord } from '../../../src/api/medicalRecord';
import { getUserInfo } from '../../../src/api/user';
import { login } from '../../../src/api/auth';
import { server } from '../../../src/mocks/node';
import { writeSession } from '../../../src/session/cookies';

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

  it('a cards answer that is not a list is an empty list and a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(mswHttp.get('*/api/cards/:id', () => HttpResponse.json({ cards: 'nope' })));
    await expect(getCards(1)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('a record answer in another shape is no items, not a crash', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mswHttp.get('*/api/medical-record/allergies', () => HttpResponse.json({ data: 'x' })),
    );
    await expect(readRecord('allergies', 'ABC123XYZ')).resolves.toEqual([]);
    server.use(mswHttp.get('*/api/medical-record/allergies', () => HttpResponse.json([1, 2])));
    await expect(readRecord('allergies', 'ABC123XYZ')).resolves.toEqual([]);
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
