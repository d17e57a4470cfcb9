// A save the server refuses for its file (413 too large, 415 not a type it takes) says the
// attachment rule, the picker's own words, instead of the generic save error.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import { choose, openEditor, SAVE, section, setUpEditorTests, stored } from '../support/editor';
import { silenceApiWarnings } from '../support/apiWarnings';

setUpEditorTests();
silenceApiWarnings();

const card = DEMO_CARDS.empty;
const RULE = 'Arquivo não aceito: envie um PDF, JPEG, PNG ou WebP de até 10 MB.';
const GENERIC = 'Erro ao salvar dados';

function answerSaves(response: () => Response) {
  server.use(http.post(apiPath('/medical-record/blood-type'), response));
}

/** Chooses a blood type and a file that passes the picker, then saves. */
async function saveWithFile(file = new File(['%PDF-1.4\n'], 'laudo.pdf')) {
  const { user } = await openEditor(card);
  const region = section('Tipo sanguíneo');
  await choose(user, region, 'Tipo sanguíneo', 'AB-');
  await user.upload(within(region).getByLabelText('Anexo'), file);
  await user.click(within(region).getByRole('button', { name: SAVE }));
  return region;
}

/** The section's own message, once the toast outside the section says the same. */
async function shownMessage(region: HTMLElement): Promise<string> {
  const alert = await within(region).findByRole('alert');
  const text = alert.textContent?.replace(/\s/g, ' ') ?? '';
  await waitFor(() =>
    expect(screen.getAllByText(text).filter((shown) => !region.contains(shown))).toHaveLength(1),
  );
  return text;
}

it.each([
  [
    '415 with the server’s message',
    () => HttpResponse.json({ message: 'Tipo de arquivo não suportado.' }, { status: 415 }),
  ],
  [
    '413 from a proxy, with a page of its own',
    () =>
      new HttpResponse('<html><body>413 Request Entity Too Large</body></html>', {
        status: 413,
        headers: { 'Content-Type': 'text/html' },
      }),
  ],
])('a %s says the attachment rule, in the form and the toast', async (_, response) => {
  answerSaves(response);
  const region = await saveWithFile();

  expect(await shownMessage(region)).toBe(RULE);
  expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
  expect(screen.queryByText('Tipo de arquivo não suportado.')).not.toBeInTheDocument();
  expect(within(region).getByRole('combobox', { name: 'Tipo sanguíneo' })).toHaveValue('AB-');
  expect(within(region).getByText('Arquivo selecionado: laudo.pdf')).toBeVisible();
});

it('says the rule when the demo backend finds a page inside a file named .pdf', async () => {
  const region = await saveWithFile(
    new File(['<html><script>parent.stolen = document.cookie</script>'], 'laudo.pdf', {
      type: 'application/pdf',
    }),
  );

  expect(await shownMessage(region)).toBe(RULE);
  expect(await stored('blood-type', card)).toEqual([]);
});

it('keeps the generic save error for other failures', async () => {
  answerSaves(() => HttpResponse.json({}, { status: 500 }));
  const region = await saveWithFile();

  expect(await shownMessage(region)).toBe(GENERIC);
});
