import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { http as client } from '@/api/http';
import { recordResourceNames } from '@/record';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import {
  failResource,
  findInRegion,
  pageLoad,
  recordLoaded,
  region,
  summaryPart,
  viewPath,
} from '../support/recordView';
import { silenceApiWarnings } from '../support/apiWarnings';

/** A gate the test opens when it wants the held requests answered. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Holds every record read until the gate opens, then lets the demo backend answer it. */
function holdRecordReads(onStart: (request: Request, resource: string) => void) {
  const held = gate();
  server.use(
    http.get(apiPath('/medical-record/:resource'), async ({ request, params }) => {
      onStart(request, String(params.resource));
      await held.opened;
      // Nothing returned: the next handler, the demo backend, answers.
    }),
  );
  return held;
}

silenceApiWarnings();

describe('the reads', () => {
  it('start every section’s read before any is answered', async () => {
    const started: string[] = [];
    const held = holdRecordReads((_request, resource) => started.push(resource));
    await renderApp(viewPath(DEMO_CARDS.full));
    // Read one after another, only the first would ever start while the gate is shut.
    await waitFor(() => expect(started).toHaveLength(recordResourceNames.length), pageLoad);
    expect([...started].sort()).toEqual([...recordResourceNames].sort());
    expect(screen.queryByText('Dipirona')).not.toBeInTheDocument();
    held.open();
    await recordLoaded();
    expect(within(region('Alergias')).getByText('Dipirona')).toBeVisible();
  });

  it('are aborted when the page goes away', async () => {
    // The signals the client hands to axios (a spy that still sends every call).
    const send = vi.spyOn(client, 'request');
    const signals = () =>
      send.mock.calls.map(([config]) => config.signal as AbortSignal | undefined);
    let started = 0;
    const held = holdRecordReads(() => (started += 1));
    const view = await renderApp(viewPath(DEMO_CARDS.full));
    await waitFor(() => expect(started).toBe(recordResourceNames.length), pageLoad);
    // The route starts the reads; the page, once mounted, owns them.
    await screen.findByRole('heading', { level: 1, name: 'Prontuário Médico' }, pageLoad);
    expect(signals()).toHaveLength(recordResourceNames.length);
    expect(signals().some((signal) => signal?.aborted)).toBe(false);
    view.unmount();
    expect(signals().every((signal) => signal?.aborted)).toBe(true);
    held.open();
  });

  it('show a failed section with its error and a retry, while the others show', async () => {
    failResource('allergies', () =>
      HttpResponse.json({ message: 'Serviço de alergias fora do ar' }, { status: 500 }),
    );
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    // A screen reader hears which section failed, not that the record loaded.
    expect(
      screen.getByText('Prontuário carregado em parte. Não foi possível carregar: Alergias.'),
    ).toHaveAttribute('role', 'status');

    const allergies = region('Alergias');
    expect(within(allergies).getByText('Não foi possível carregar esta seção.')).toBeVisible();
    expect(within(allergies).getByText('Serviço de alergias fora do ar')).toBeVisible();
    expect(within(allergies).queryByText('Dipirona')).not.toBeInTheDocument();
    expect(within(region('Medicamentos')).getByText('Metildopa 250 mg')).toBeVisible();
    const summary = region('Resumo de emergência');
    expect(within(summary).getByText('Não foi possível carregar.')).toBeVisible();
    expect(within(summary).getByText('Maria Helena Souza')).toBeVisible();

    await user.click(
      within(allergies).getByRole('button', { name: 'Tentar novamente (Alergias)' }),
    );
    expect(await findInRegion('Alergias', 'Dipirona')).toBeVisible();
    expect(screen.queryByText('Não foi possível carregar esta seção.')).not.toBeInTheDocument();
    expect(within(region('Resumo de emergência')).getAllByText('Severa')).toHaveLength(2);
    expect(screen.getByText('Prontuário carregado.')).toHaveAttribute('role', 'status');
  });

  it('offline, say so from the start and are not sent again; nothing said loaded', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let sent = 0;
    server.use(
      http.get(apiPath('/medical-record/:resource'), () => {
        sent += 1;
        return HttpResponse.error();
      }),
    );
    try {
      await renderApp(viewPath(DEMO_CARDS.full));
      const notice = await screen.findByText('Sem conexão. Tentando novamente…');
      expect(notice).toHaveAttribute('role', 'status');
      await recordLoaded();
      expect(screen.getByText('Não foi possível carregar o prontuário.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(sent).toBe(recordResourceNames.length);
      expect(notice).toBeVisible();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('say the default text when no answer came, and retry from the summary too', async () => {
    failResource('blood-type', () => HttpResponse.error());
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    expect(
      // The blood type's place is inside personal information.
      within(region('Informações pessoais')).getByText('Erro ao carregar registro médico'),
    ).toBeVisible();
    const summary = region('Resumo de emergência');
    await user.click(
      within(summary).getByRole('button', { name: 'Tentar novamente (Tipo sanguíneo)' }),
    );
    expect(await findInRegion('Resumo de emergência', 'O+')).toBeVisible();
  });

  it('send a failed read again by themselves, saying so, and show its answer without a click', async () => {
    const retried = gate();
    let requests = 0;
    server.use(
      http.get(apiPath('/medical-record/allergies'), async () => {
        requests += 1;
        if (requests === 1)
          return HttpResponse.json({ message: 'Em manutenção.' }, { status: 503 });
        await retried.opened;
        // Nothing returned: the demo backend answers the retry.
      }),
    );
    await renderApp(viewPath(DEMO_CARDS.full));
    const trying = 'Sem resposta por enquanto. Tentando carregar novamente...';
    expect(await findInRegion('Alergias', trying)).toBeVisible();
    // The summary's allergies say so too, once the summary's other reads have ended.
    expect(await findInRegion('Resumo de emergência', trying)).toBeVisible();
    expect(requests).toBe(2);
    expect(screen.queryByText('Não foi possível carregar esta seção.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Tentar novamente/ })).not.toBeInTheDocument();
    // The summary does not say "nothing recorded" meanwhile.
    expect(within(region('Resumo de emergência')).queryByText('Nenhum registro')).toBeNull();

    retried.open();
    expect(await findInRegion('Alergias', 'Dipirona')).toBeVisible();
    expect(screen.queryByText(/Tentando carregar novamente/)).not.toBeInTheDocument();
    expect(requests).toBe(2);
  });

  it('show an answer that is not the documented shape as a failure, never as nothing recorded', async () => {
    const proxyPage = () => HttpResponse.html('<html><body>Entre na rede Wi-Fi</body></html>');
    const requests = failResource('allergies', proxyPage, Infinity);
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    // A screen reader hears which section failed, not that the record loaded.
    expect(
      screen.getByText('Prontuário carregado em parte. Não foi possível carregar: Alergias.'),
    ).toHaveAttribute('role', 'status');

    const allergies = region('Alergias');
    expect(within(allergies).getByText('Não foi possível carregar esta seção.')).toBeVisible();
    expect(within(allergies).getByText('Erro ao carregar registro médico')).toBeVisible();
    const summaryAllergies = summaryPart(region('Resumo de emergência'), 'Alergias');
    expect(within(summaryAllergies).getByText('Não foi possível carregar.')).toBeVisible();
    expect(within(summaryAllergies).queryByText('Nenhum registro')).toBeNull();
    // Not an outage: sent once, until the professional asks again.
    expect(requests.count).toBe(1);
    await user.click(
      within(allergies).getByRole('button', { name: 'Tentar novamente (Alergias)' }),
    );
    await waitFor(() => expect(requests.count).toBe(2));
    expect(await findInRegion('Alergias', 'Erro ao carregar registro médico')).toBeVisible();
  });

  it('say "Erro ao buscar informações" when the health insurance cannot be read', async () => {
    failResource('health-insurances', () => new HttpResponse(null, { status: 400 }), Infinity);
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const insurance = region('Seguro de saúde');
    expect(within(insurance).getByText('Não foi possível carregar esta seção.')).toBeVisible();
    expect(within(insurance).getByText('Erro ao buscar informações')).toBeVisible();
    // The other sections keep the record's own text.
    expect(screen.queryByText('Erro ao carregar registro médico')).toBeNull();
  });

  it('treat a 404 of one resource as nothing stored there', async () => {
    server.use(
      http.get(apiPath('/medical-record/health-insurances'), () =>
        HttpResponse.json({ message: 'Informações não encontradas.' }, { status: 404 }),
      ),
    );
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    expect(screen.queryByRole('heading', { name: 'Seguro de saúde' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Não foi possível carregar/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plano de saúde' })).toBeVisible();
  });
});

describe('a code that cannot name a card', () => {
  it.each(['ABC12', 'ABCD123XYZ', 'ABC-123-XY!', 'ABC 123 XYZ'])(
    '"%s" says no record exists without sending a request',
    async (code) => {
      const sent: string[] = [];
      server.events.on('request:start', ({ request }) => void sent.push(request.url));
      await renderApp(viewPath(encodeURIComponent(code)));
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Prontuário não encontrado' },
          pageLoad,
        ),
      ).toBeVisible();
      expect(screen.getByText(code)).toBeVisible();
      // Long enough for a read to have started, had one been sent.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent.filter((url) => url.includes('/medical-record/'))).toEqual([]);
      server.events.removeAllListeners();
    },
  );
});

describe('an unknown code', () => {
  it('says no record exists, shows the code and offers a new search', async () => {
    await renderApp(viewPath('ZZZ999ZZZ'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prontuário não encontrado' }, pageLoad),
    ).toBeVisible();
    expect(screen.getByText('ZZZ-999-ZZZ')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buscar outro código' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Resumo de emergência' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir Prontuário' })).not.toBeInTheDocument();
  });
});
