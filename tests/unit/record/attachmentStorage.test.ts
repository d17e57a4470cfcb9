// The demo backend takes the picker's types and sizes only, checked by content as well, and
// serves every stored file as a download that a browser can never run as the app.
import { readRecord, saveRecord } from '@/api/medicalRecord';
import { dispositionFileName } from '@/features/record/fields/saveDemoFile';
import { storageBaseUrl } from '@/lib/env';
import { MAX_ATTACHMENT_BYTES } from '@/lib/attachmentRules';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { updateStore } from '@/mocks/store';
import { absolute, apiErrorOf, loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();
beforeEach(async () => {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
});

const card = DEMO_CARDS.empty;
const PAGE = '<html><script>document.title = "ran"</script></html>';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part,
    ),
  );

const samples = {
  'laudo.pdf': bytes('%PDF-1.4\n'),
  'foto.jpg': bytes([0xff, 0xd8, 0xff, 0xe0]),
  'foto.JPEG': bytes([0xff, 0xd8, 0xff, 0xdb]),
  'raio-x.png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
  'pele.webp': bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '),
};

function saveExam(file: File) {
  return saveRecord('exams', card, [{ name: 'Exame', file }]);
}

function download(path: string): Promise<Response> {
  return fetch(absolute(`${storageBaseUrl}/${path}`));
}

describe('uploads', () => {
  it.each(Object.entries(samples))('keeps %s', async (name, content) => {
    await saveExam(new File([content], name));
    const [exam] = await readRecord('exams', card);
    expect(exam.attachment_file_path).toMatch(new RegExp(`-${name.replace('.', '\\.')}$`));
  });

  it.each([
    ['an SVG holding a script', new File(['<svg><script>1</script></svg>'], 'x.svg')],
    ['an HTML page', new File([PAGE], 'x.html', { type: 'text/html' })],
    ['an HTML page named .pdf', new File([PAGE], 'x.pdf', { type: 'application/pdf' })],
    ['a PDF named .png', new File([samples['laudo.pdf']], 'x.png', { type: 'image/png' })],
    ['a file without extension', new File([samples['laudo.pdf']], 'laudo')],
    ['an empty PDF', new File([], 'vazio.pdf')],
  ])('refuses %s with 415, storing nothing', async (_, file) => {
    const error = await apiErrorOf(saveExam(file));
    expect(error.status).toBe(415);
    expect(error.serverMessage).toBe('Envie um arquivo PDF, JPEG, PNG ou WebP.');
    expect(await readRecord('exams', card)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413, and takes one of exactly 10 MB', async () => {
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(samples['laudo.pdf']);
    const error = await apiErrorOf(saveExam(new File([big], 'grande.pdf')));
    expect(error.status).toBe(413);
    expect(error.serverMessage).toBe('O arquivo deve ter no máximo 10 MB.');
    expect(await readRecord('exams', card)).toEqual([]);

    await saveExam(new File([big.subarray(0, MAX_ATTACHMENT_BYTES)], 'exato.pdf'));
    expect(await readRecord('exams', card)).toHaveLength(1);
  });
});

describe('stored files', () => {
  it('are served as downloads, never sniffed, and sandboxed', async () => {
    await saveExam(new File([samples['raio-x.png']], 'raio-x.png'));
    const [exam] = await readRecord('exams', card);

    const response = await download(exam.attachment_file_path ?? '');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''raio-x.png",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(samples['raio-x.png']);
  });

  it('serve a page stored past the upload checks as bytes to save, not a page', async () => {
    const path = `attachments/${card}/antigo-pagina.html`;
    await updateStore((draft) => {
      draft.files[path] = { blob: new Blob([PAGE], { type: 'text/html' }), name: 'pagina.html' };
    });

    const response = await download(path);

    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('carry their name, as the demo reads it back to save the file', async () => {
    const name = 'Exame de sangue – março.pdf';
    await saveExam(new File([samples['laudo.pdf']], name));
    const [exam] = await readRecord('exams', card);

    const response = await download(exam.attachment_file_path ?? '');

    expect(dispositionFileName(response.headers.get('content-disposition'))).toBe(name);
    expect(dispositionFileName('attachment; filename="laudo.pdf"')).toBe('laudo.pdf');
    expect(dispositionFileName('attachment')).toBeNull();
  });
});
