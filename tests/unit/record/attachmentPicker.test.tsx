// The attachment picker takes PDF, JPEG, PNG and WebP files of at most 10 MB: anything else is
// refused where it is chosen, said by the input, and never sent.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AttachmentPicker } from '@/features/record/fields/AttachmentPicker';
import { i18n, i18nReady } from '@/i18n/setup';
import { languages } from '@/i18n/languages';
import { MAX_ATTACHMENT_BYTES } from '@/lib/attachmentRules';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import {
  choose,
  openEditor,
  saveSection,
  section,
  setUpEditorTests,
  stored,
} from '../support/editor';

setUpEditorTests();

const card = DEMO_CARDS.empty;
const RULE = 'Arquivo não aceito: envie um PDF, JPEG, PNG ou WebP de até 10 MB.';

/** Someone who switches the file dialog to "all files": `accept` is only the dialog's hint. */
const pastTheHint = () => userEvent.setup({ applyAccept: false });

const svgWithScript = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
    type: 'image/svg+xml',
  });
const pdf = (name: string) => new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });

/** Reads every file part of the POSTs sent from now on, until the test ends. */
function watchSentFiles(): () => Promise<File[]> {
  const reads: Promise<File[]>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST') return;
    const form = request.clone().formData();
    reads.push(form.then((entries) => [...entries.values()].filter((v) => typeof v !== 'string')));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return async () => (await Promise.all(reads)).flat();
}

/** Normal spaces for the no-break spaces Intl may put in "10 MB". */
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('in the editor', () => {
  it('offers only the accepted types in the file dialog', async () => {
    await openEditor(card);
    const input = within(section('Tipo sanguíneo')).getByLabelText('Anexo');
    expect(input).toHaveAttribute(
      'accept',
      'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp',
    );
  });

  it.each([
    ['an SVG holding a script', svgWithScript()],
    ['an HTML page', new File(['<script>alert(1)</script>'], 'x.html', { type: 'text/html' })],
    ['an HTML page named .pdf', new File(['<script></script>'], 'x.pdf', { type: 'text/html' })],
    ['a file without extension', new File(['%PDF-1.4'], 'laudo', { type: 'application/pdf' })],
    ['a PDF over 10 MB', new File([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], 'grande.pdf')],
  ])('refuses %s by the input, keeps what was typed, and sends no file', async (_, file) => {
    await openEditor(card);
    const user = pastTheHint();
    const region = section('Tipo sanguíneo');
    await choose(user, region, 'Tipo sanguíneo', 'AB-');
    const input = within(region).getByLabelText<HTMLInputElement>('Anexo');

    await user.upload(input, file);

    const alert = within(region).getByRole('alert');
    expect(text(alert)).toBe(RULE);
    expect(input).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(input).toBeInvalid();
    expect(input.files).toHaveLength(0);
    expect(within(region).queryByText(/Arquivo selecionado/)).not.toBeInTheDocument();

    const sentFiles = watchSentFiles();
    await saveSection(user, region);
    expect(await sentFiles()).toEqual([]);
    const [saved] = await stored('blood-type', card);
    expect(saved).toMatchObject({ blood_type: 'AB-', attachment_file_path: null });
  });

  it('takes a file of exactly 10 MB and every accepted type, and clears the message', async () => {
    await openEditor(card);
    const user = pastTheHint();
    const region = section('Tipo sanguíneo');
    const input = within(region).getByLabelText<HTMLInputElement>('Anexo');
    await user.upload(input, svgWithScript());
    expect(within(region).getByRole('alert')).toBeVisible();

    for (const [name, type] of [
      ['foto.JPG', 'image/jpeg'],
      ['foto.jpeg', ''],
      ['raio-x.png', 'image/png'],
      ['pele.webp', 'image/webp'],
    ]) {
      await user.upload(input, new File(['x'], name, { type }));
      expect(within(region).getByText(`Arquivo selecionado: ${name}`)).toBeVisible();
    }
    await user.upload(
      input,
      new File([new Uint8Array(MAX_ATTACHMENT_BYTES)], 'exato.pdf', { type: 'application/pdf' }),
    );
    expect(within(region).getByText('Arquivo selecionado: exato.pdf')).toBeVisible();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    // Described by the rule again, no longer as a refusal.
    expect(input).toHaveAccessibleDescription(/^Formatos aceitos: PDF, JPEG, PNG ou WebP/);
    expect(input).toBeValid();
  });

  it('keeps the file chosen before a refused one', async () => {
    await openEditor(card);
    const user = pastTheHint();
    const region = section('Tipo sanguíneo');
    const input = within(region).getByLabelText<HTMLInputElement>('Anexo');
    await user.upload(input, pdf('laudo.pdf'));
    await user.upload(input, svgWithScript());

    expect(within(region).getByRole('alert')).toBeVisible();
    expect(within(region).getByText('Arquivo selecionado: laudo.pdf')).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Remover arquivo' }));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region).queryByText(/Arquivo selecionado/)).not.toBeInTheDocument();
  });
});

describe('the message', () => {
  const rules = {
    pt: RULE,
    en: 'File not accepted: send a PDF, JPEG, PNG, or WebP of up to 10 MB.',
    es: 'Archivo no aceptado: envíe un PDF, JPEG, PNG o WebP de hasta 10 MB.',
    de: 'Datei nicht angenommen: Erlaubt sind PDF, JPEG, PNG oder WebP bis 10 MB.',
    fr: 'Fichier refusé : envoyez un PDF, JPEG, PNG ou WebP de 10 Mo maximum.',
  } as const;

  it.each(languages)('names the rule in %s', async (language) => {
    await i18nReady;
    await i18n.changeLanguage(language);
    const onChange = vi.fn();
    render(<AttachmentPicker file={null} onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>(i18n.t('record:attachment.label'));

    await pastTheHint().upload(input, svgWithScript());

    expect(text(screen.getByRole('alert'))).toBe(rules[language]);
    expect(onChange).not.toHaveBeenCalled();
  });
});
