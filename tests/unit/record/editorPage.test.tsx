// The editor page around the sections: heading, menu, loading, leaving with unsaved changes.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import pt from '@/i18n/locales/pt/record.json';
import { noFacts, recordResourceNames, sectionsThatApply } from '@/record';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import {
  countPosts,
  findDialog,
  openEditor,
  SAVE,
  saveSection,
  section,
  sectionsRead,
  setUpEditorTests,
  stored,
  typeIn,
} from '../support/editor';

setUpEditorTests();

const card = DEMO_CARDS.empty;

it('shows the heading, the card code, the intro and the visibility question', async () => {
  const { user } = await openEditor(card);
  expect(screen.getByRole('heading', { level: 1, name: 'Meu Prontuário' })).toBeVisible();
  expect(screen.getByText('Cartão nº GHI-789-RST')).toBeVisible();
  expect(screen.getByText(/Mantenha seus dados de saúde sempre à mão/)).toBeVisible();

  const posts = countPosts();
  const question = screen.getByRole('group', { name: 'Deseja manter esse prontuário visível?' });
  expect(within(question).getByRole('radio', { name: 'Sim' })).toBeChecked();
  await user.click(within(question).getByRole('radio', { name: 'Não' }));
  expect(within(question).getByRole('radio', { name: 'Não' })).toBeChecked();
  expect(within(question).getByRole('radio', { name: 'Sim' })).not.toBeChecked();
  expect(posts.count).toBe(0);
});

it('starts every section’s read at once, each section loading on its own', async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const started: string[] = [];
  server.use(
    http.get('*/api/medical-record/:resource', async ({ params }) => {
      started.push(String(params.resource));
      await gate;
      // Nothing returned: the demo backend answers.
    }),
  );
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await renderApp(`/meu-prontuario/${card}`);
  await screen.findByText('Meu Prontuário', { selector: 'h1' }, { timeout: 10_000 });

  await waitFor(() => expect(started).toHaveLength(recordResourceNames.length));
  expect([...started].sort()).toEqual([...recordResourceNames].sort());
  expect(within(section('Alergias')).getByRole('status')).toHaveTextContent('Carregando...');
  release();
  await waitFor(() => expect(within(section('Alergias')).queryByRole('status')).toBeNull());
  expect(within(section('Alergias')).getByLabelText('Alergia a (Alergia 1)')).toBeVisible();
});

it('shows a load error in the one section that failed, with a retry', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Three times: the client sends a failed read twice more by itself.
  let failures = 0;
  server.use(
    http.get('*/api/medical-record/vaccines', () => {
      failures += 1;
      if (failures > 3) return undefined;
      return HttpResponse.json({ message: 'Tente mais tarde.' }, { status: 503 });
    }),
  );
  const { user } = await openEditor(DEMO_CARDS.full);
  const region = section('Vacinas');
  expect(within(region).getByRole('alert')).toHaveTextContent('Tente mais tarde.');
  expect(failures).toBe(3);
  expect(within(section('Exames')).queryByRole('alert')).toBeNull();

  await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
  expect(await within(region).findByRole('combobox', { name: 'Vacina (Vacina 1)' })).toHaveValue(
    'covid_19',
  );
  expect(within(region).queryByRole('alert')).toBeNull();
  vi.restoreAllMocks();
});

describe('the health insurance read', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });

  it('answered 404, means none yet: an empty form to fill, saved as any other', async () => {
    server.use(
      http.get(
        '*/api/medical-record/health-insurances',
        () => HttpResponse.json({ message: 'Informações não encontradas.' }, { status: 404 }),
        { once: true },
      ),
    );
    const { user } = await openEditor(DEMO_CARDS.full);
    const insurance = section('Seguro de saúde');
    expect(within(insurance).queryByRole('alert')).toBeNull();
    expect(within(insurance).getByLabelText('Seguradora')).toHaveValue('');
    await typeIn(user, insurance, 'Seguradora', 'Porto Saúde');
    await saveSection(user, insurance);
    expect(await stored('health-insurances', DEMO_CARDS.full)).toEqual([
      expect.objectContaining({ provider: 'Porto Saúde' }),
    ]);
  });

  it.each([400, 500])(
    'failing otherwise (%i), says the spec’s insurance text and offers a retry',
    async (status) => {
      server.use(
        http.get('*/api/medical-record/health-insurances', () => HttpResponse.json({}, { status })),
      );
      const { user } = await openEditor(DEMO_CARDS.full);
      const insurance = section('Seguro de saúde');
      expect(within(insurance).getByRole('alert')).toHaveTextContent('Erro ao buscar informações');
      expect(within(insurance).queryByLabelText('Seguradora')).toBeNull();
      // Another section's failure keeps the record's own text.
      expect(screen.queryByText('Erro ao carregar registro médico')).toBeNull();

      server.resetHandlers();
      await user.click(within(insurance).getByRole('button', { name: 'Tentar novamente' }));
      expect(await within(insurance).findByLabelText('Seguradora')).toBeInTheDocument();
      expect(within(insurance).queryByRole('alert')).toBeNull();
    },
  );
});

describe('the section menu', () => {
  it('lists the sections shown and takes the focus to the one chosen', async () => {
    const { user } = await openEditor(card);
    const nav = screen.getByRole('navigation', { name: 'Seções do prontuário' });
    const links = within(nav).getAllByRole('link');
    // The registry's order (pinned to the spec in declarations.node.test.ts), pregnancy in it for a
    // record without a gender.
    const expected = sectionsThatApply(noFacts).map(
      (shown) => (pt.sections as Record<string, { title: string }>)[shown.id]?.title,
    );
    expect(expected).toContain('Gestação');
    expect(links.map((link) => link.textContent)).toEqual(expected);
    expect(links[0]).toHaveAttribute('aria-current', 'location');

    const vaccines = within(nav).getByRole('link', { name: 'Vacinas' });
    expect(vaccines).toHaveAttribute('href', '#vaccines');
    await user.click(vaccines);
    expect(screen.getByRole('heading', { level: 2, name: 'Vacinas' })).toHaveFocus();
    expect(vaccines).toHaveAttribute('aria-current', 'location');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it('on phones opens full screen with "Menu", closes with "Fechar" or a choice', async () => {
    const { user } = await openEditor(card);
    const open = screen.getByRole('button', { name: 'Menu (Seções do prontuário)' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const menu = await findDialog('Seções do prontuário');
    expect(within(menu).getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.click(within(menu).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Condições médicas atuais' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Condições médicas atuais' }),
      ).toHaveFocus(),
    );
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first, on a link or any other navigation; "Ficar" keeps everything', async () => {
    const { user, router } = await openEditor(card);
    const region = section('Alergias');
    await typeIn(user, region, 'Alergia a (Alergia 1)', 'Pólen');

    await user.click(
      within(screen.getByRole('banner')).getAllByRole('link', { name: 'Planos' })[0],
    );
    const dialog = await findDialog('Sair sem salvar?');
    expect(dialog).toHaveTextContent('Há alterações que ainda não foram salvas.');
    await user.click(within(dialog).getByRole('button', { name: 'Ficar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`/meu-prontuario/${card}`);
    expect(within(region).getByLabelText('Alergia a (Alergia 1)')).toHaveValue('Pólen');

    // The back button goes through the same router navigation.
    await act(() => router.navigate('/meus-cartoes'));
    const again = await findDialog('Sair sem salvar?');
    await user.click(within(again).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-cartoes'));
  });

  it('asks the browser before the tab is closed, only while something is unsaved', async () => {
    const { user } = await openEditor(card);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    const region = section('Toxicomania');
    await typeIn(user, region, 'Substância (Substância 1)', 'Álcool');
    expect(unload()).toBe(true);
    await saveSection(user, region);
    await waitFor(() => expect(unload()).toBe(false));
  });

  it('lets the record go right after "Dados salvos com sucesso!", before the section is read again', async () => {
    const { user, router } = await openEditor(card);
    const region = section('Toxicomania');
    await typeIn(user, region, 'Substância (Substância 1)', 'Álcool');
    // The read after the save waits until the end: the toast comes before it.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    onTestFinished(() => release());
    server.use(
      http.get('*/api/medical-record/addictions', async () => {
        await gate;
      }),
    );

    await user.click(within(region).getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
    await act(() => router.navigate('/planos'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/planos');
  });

  it('lets a saved or untouched record go without asking, masks included', async () => {
    const { router } = await openEditor(DEMO_CARDS.full);
    // CPF and phones arrive as digits and are shown masked: that alone is no change.
    expect(within(section('Informações pessoais')).getByLabelText('CPF')).toHaveValue(
      '529.982.247-25',
    );
    await act(() => router.navigate('/planos'));
    expect(router.state.location.pathname).toBe('/planos');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks every language of the site', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user, router } = await renderApp(`/meu-prontuario/${card}`, 'de');
    expect(
      await screen.findByText('Meine Patientenakte', { selector: 'h1' }, { timeout: 10_000 }),
    ).toBeVisible();
    await sectionsRead();
    await user.type(
      within(section('Persönliche Angaben')).getByLabelText('Vollständiger Name'),
      'Anna',
    );
    await act(() => router.navigate('/planos'));
    const dialog = await findDialog('Ohne Speichern verlassen?');
    expect(within(dialog).getByRole('button', { name: 'Bleiben' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Änderungen speichern/ })).not.toHaveLength(0);
  });
});

describe('the attachment picker', () => {
  it('shows the chosen file name, shortened, and its remove control clears it', async () => {
    const { user } = await openEditor(card);
    const region = section('Exames');
    const input = within(region).getByLabelText<HTMLInputElement>('Anexo (Exame 1)');
    const name = 'resultado-do-hemograma-completo-de-janeiro-de-2025.pdf';
    await user.upload(input, new File(['x'], name, { type: 'application/pdf' }));
    expect(within(region).getByText(`Arquivo selecionado: ${name.slice(0, 40)}...`)).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Remover arquivo (Exame 1)' }));
    expect(within(region).queryByText(/Arquivo selecionado/)).toBeNull();
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
  });

  it('links a saved file only under the storage base', async () => {
    const path = `attachments/${DEMO_CARDS.full}/exame.pdf`;
    server.use(
      http.get('*/api/medical-record/exams', () =>
        HttpResponse.json({
          data: [
            { id: 1, name: 'Hemograma', attachment_file_path: path },
            { id: 2, name: 'Outro', attachment_file_path: 'javascript:alert(1)' },
            { id: 3, name: 'Mais um', attachment_file_path: '//evil.example/x.pdf' },
          ],
        }),
      ),
    );
    await openEditor(DEMO_CARDS.full);
    const region = section('Exames');
    const storage = `${window.location.origin}/storage/`;
    expect(
      within(region).getByRole('link', { name: 'Visualizar Arquivo (Exame 1)' }),
    ).toHaveAttribute('href', `${storage}${path}`);
    for (const n of [2, 3]) {
      const link = within(region).getByRole('link', { name: `Visualizar Arquivo (Exame ${n})` });
      expect(link.getAttribute('href')?.startsWith(storage)).toBe(true);
    }
  });
});
