import { request } from '@/api/client';
import { readRecord, saveRecord } from '@/api/medicalRecord';
import { storageBaseUrl } from '@/lib/env';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { recordResourceNames, recordResources } from '@/record';
import { absolute, apiErrorOf, loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';
import { isoDate } from '@/lib/dates';

silenceApiWarnings();
beforeEach(async () => {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
});

const card = DEMO_CARDS.empty;

async function download(path: string): Promise<Response> {
  return fetch(absolute(`${storageBaseUrl}/${path}`));
}

describe('dates of past events', () => {
  const tomorrow = () => {
    const now = new Date();
    return isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  };

  it('refuses one later than today, naming the field as the form sent it, and stores nothing', async () => {
    const listed = await apiErrorOf(
      saveRecord('prosthetics', card, [
        { type: 'auditiva', date_placement: '2020-01-10' },
        { type: 'ortopedica', date_placement: tomorrow() },
      ]),
    );
    expect(listed.status).toBe(422);
    expect(listed.fieldErrors).toEqual({
      'prosthetic.1.date_placement': 'A data não pode ser posterior a hoje.',
    });
    expect(await readRecord('prosthetics', card)).toEqual([]);

    const flat = await apiErrorOf(
      saveRecord('personal-information', card, [{ name: 'Ana', date_birth: tomorrow() }]),
    );
    expect(flat.status).toBe(422);
    expect(flat.fieldErrors).toEqual({ date_birth: 'A data não pode ser posterior a hoje.' });
  });

  it('keeps today, and a future date where one may be planned (an end of coverage)', async () => {
    const today = isoDate(new Date());
    await saveRecord('vaccines', card, [{ name: 'bcg', vaccination_date: today }]);
    expect((await readRecord('vaccines', card))[0]?.vaccination_date).toBe(today);
    await saveRecord('health-insurances', card, [{ provider: 'Saúde', end_date: tomorrow() }]);
    expect((await readRecord('health-insurances', card))[0]?.end_date).toBe(tomorrow());
  });
});

describe('list resources', () => {
  it('stores an item file and serves the same bytes under the storage base', async () => {
    const bytes = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 250, 255,
    ]);
    const message = await saveRecord('exams', card, [
      {
        type: 'sangue',
        name: 'Glicemia',
        exam_date: '2025-01-10',
        file: new File([bytes], 'Resultado glicemia ção.png', { type: 'image/png' }),
      },
      { type: 'imagem', name: 'Raio-X de tórax', exam_date: '2025-01-12' },
    ]);
    expect(message).toBe('Dados salvos com sucesso!');

    const exams = await readRecord('exams', card);
    expect(exams.map((exam) => exam.name)).toEqual(['Glicemia', 'Raio-X de tórax']);
    const path = exams[0].attachment_file_path ?? '';
    expect(path).toMatch(
      new RegExp(`^attachments/${card}/[a-z0-9]+-Resultado-glicemia-cao\\.png$`),
    );
    expect(exams[1].attachment_file_path).toBeNull();

    const response = await download(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('replaces the list: kept items keep id and file, removed ones and their files go', async () => {
    await saveRecord('exams', card, [
      {
        name: 'Glicemia',
        file: new File(['%PDF-1.4 resultado'], 'glicemia.pdf', { type: 'application/pdf' }),
      },
      { name: 'Raio-X' },
    ]);
    const [first, second] = await readRecord('exams', card);
    const path = first.attachment_file_path ?? '';

    await saveRecord('exams', card, [
      { id: String(first.id), name: 'Glicemia em jejum', attachment_file_path: path },
    ]);
    const after = await readRecord('exams', card);
    expect(after).toEqual([
      { id: first.id, name: 'Glicemia em jejum', attachment_file_path: path },
    ]);
    expect(after[0].id).not.toBe(second.id);
    expect(await (await download(path)).text()).toBe('%PDF-1.4 resultado');

    await saveRecord('exams', card, []);
    expect(await readRecord('exams', card)).toEqual([]);
    expect((await download(path)).status).toBe(404);
  });

  it('stores only the known fields of the resource, and no foreign file path', async () => {
    await saveRecord('allergies', card, [
      {
        name: 'Pólen',
        severity: 'Leve',
        admin: 'sim',
        attachment_file_path: `attachments/${DEMO_CARDS.full}/exame.pdf`,
      },
    ]);
    const [allergy] = await readRecord('allergies', card);
    expect(allergy).toMatchObject({ name: 'Pólen', severity: 'Leve', attachment_file_path: null });
    expect(allergy).not.toHaveProperty('admin');
  });
});

describe('flat resources', () => {
  it('replaces the one personal-information item instead of adding another', async () => {
    await saveRecord('personal-information', card, [
      { name: 'Pedro Souza', gender: 'masculino', cpf: '39053344705' },
    ]);
    const [saved] = await readRecord('personal-information', card);
    expect(saved).toMatchObject({ name: 'Pedro Souza', gender: 'masculino' });

    await saveRecord('personal-information', card, [
      { name: 'Pedro H. Souza', gender: 'masculino' },
    ]);
    const items = await readRecord('personal-information', card);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: saved.id, name: 'Pedro H. Souza' });
    expect(items[0]).not.toHaveProperty('cpf');
  });

  it('answers a single resource as one object, with its uploaded attachment', async () => {
    await saveRecord('blood-type', card, [
      {
        blood_type: 'AB-',
        file: new File(['%PDF-1.4 laudo'], 'tipagem.pdf', { type: 'application/pdf' }),
      },
    ]);
    const answer = await request<{ data: Record<string, unknown> | null }>(
      { method: 'GET', url: '/medical-record/blood-type', params: { cardNumber: card } },
      { fallbackKey: 'errors.recordLoad' },
    );
    expect(answer.data).toMatchObject({ blood_type: 'AB-' });
    expect(String(answer.data?.attachment_file_path)).toMatch(
      /^attachments\/GHI789RST\/.+-tipagem\.pdf$/,
    );

    await saveRecord('blood-type', card, [{ blood_type: 'O-' }]);
    const [bloodType] = await readRecord('blood-type', card);
    expect(bloodType).toMatchObject({ blood_type: 'O-', attachment_file_path: null });
  });
});

describe('seeded records', () => {
  it('fills every resource of the full demo card, lists with several items', async () => {
    for (const resource of recordResourceNames) {
      const items = await readRecord(resource, DEMO_CARDS.full);
      const expected = recordResources[resource].kind === 'list' ? 2 : 1;
      expect(items.length, resource).toBeGreaterThanOrEqual(expected);
    }
    const [personal] = await readRecord('personal-information', DEMO_CARDS.full);
    expect(personal.gender).toBe('feminino');
    const [pregnancy] = await readRecord('pregnancy', DEMO_CARDS.full);
    expect(pregnancy).toMatchObject({ is_pregnant: '1', risk_pregnancy: '1' });
    expect(pregnancy.risk_type).toBeTruthy();
    const severities = (await readRecord('allergies', DEMO_CARDS.full)).map((a) => a.severity);
    expect(new Set(severities)).toEqual(new Set(['Leve', 'Moderada', 'Severa']));
    const medicines = await readRecord('medicines', DEMO_CARDS.full);
    expect(medicines.find((m) => m.status === 'Concluído')?.end_date).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(medicines.some((m) => m.status === 'Ativo')).toBe(true);
    const prostheses = await readRecord('prosthetics', DEMO_CARDS.full);
    expect(prostheses.some((p) => p.compatible_magnetic_resonance === '0')).toBe(true);
  });

  it('serves the seeded attachments', async () => {
    const [exam] = await readRecord('exams', DEMO_CARDS.full);
    const response = await download(exam.attachment_file_path ?? '');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect((await response.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('has only the basics on the partial card and nothing on the empty one', async () => {
    const filled = ['personal-information', 'blood-type', 'contacts', 'allergies'];
    for (const resource of recordResourceNames) {
      const partial = await readRecord(resource, DEMO_CARDS.partial);
      expect(partial.length, resource).toBe(filled.includes(resource) ? 1 : 0);
      expect(await readRecord(resource, DEMO_CARDS.empty), resource).toEqual([]);
    }
  });
});
