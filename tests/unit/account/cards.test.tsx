import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup as staticMarkup } from 'react-dom/server';
import { rememberQrCopy } from '@/features/cards/qrCopies';
import { publicRecordUrl } from '@/features/cards/recordUrl';
import { saveRecord } from '@/api/medicalRecord';
import { forgetUser } from '@/session/forgetUser';
import { readCardCopy } from '@/recordReading/cardCopy/read';
import { formatDate, isoDate } from '@/lib/dates';
import { encodeCardSummary, fittedCardSummary } from '@/recordReading/cardCopy/format';
import { signedFragment } from '@/recordReading/cardCopy/signature';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { currentState, updateStore } from '@/mocks/store';
import { readUser, writeUser } from '@/session/cookies';
import { loginAs } from '../support/demoBackend';
import { failReads } from '../support/failReads';
import { renderApp } from '../support/renderApp';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

/** The demo account, logged in, with the terms already accepted unless told otherwise. */
/** Opens the first card's QR dialog and chooses the address with a summary. */
async function openQrWithSummary(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'Gerar QR-CODE do cartão ABC-123-XYZ' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Seu QR Code' });
  await user.click(
    within(dialog).getByRole('radio', { name: 'O endereço e um resumo de emergência' }),
  );
  return dialog;
}

async function logIn(acceptedTerms = true) {
  const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  writeUser({ id: user.id, accept_terms: acceptedTerms ? 1 : 0 });
}

describe('my cards', () => {
  it('shows the spinner while loading, then every card with its number and holder', async () => {
    await logIn();
    await renderApp('/meus-cartoes');
    expect(await screen.findByText('Carregando cartões...')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus Cartões' })).toBeVisible();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const full = screen.getByRole('article', { name: 'Cartão ABC-123-XYZ' });
    expect(full).toHaveTextContent('MARIA HELENA SOUZA');
    const empty = screen.getByRole('article', { name: 'Cartão GHI-789-RST' });
    expect(empty).toHaveTextContent('NOME NÃO DISPONÍVEL');
    expect(
      screen.getByRole('link', { name: 'Gerenciar prontuário do cartão ABC-123-XYZ' }),
    ).toHaveAttribute('href', `/meu-prontuario/${DEMO_CARDS.full}`);
    expect(
      screen.getByRole('link', { name: 'Gerenciar prontuário do cartão ABC-123-XYZ' }),
    ).toHaveTextContent('Gerenciar prontuário');
  });

  it.each([
    [
      'the server message',
      () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
      'Serviço indisponível.',
    ],
    [
      '"Erro ao carregar cartões" without one',
      () => HttpResponse.json({}, { status: 500 }),
      'Erro ao carregar cartões',
    ],
  ])('shows %s on a failure, and loads again on request', async (_, answer, message) => {
    failReads(apiPath('/cards/:userId'), answer);
    await logIn();
    const { user } = await renderApp('/meus-cartoes');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('shows an answer without a list as a failure, never as no cards', async () => {
    const reads = failReads(apiPath('/cards/:userId'), () => HttpResponse.json({ cards: 'x' }), 1);
    await logIn();
    const { user } = await renderApp('/meus-cartoes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar cartões');
    expect(screen.queryByText('Você ainda não tem cartões.')).not.toBeInTheDocument();
    expect(reads.count).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});

/**
 * The card's small QR code on its tile: an svg hidden from screen readers (the "Gerar QR-CODE"
 * button beside it opens the large one), with no name to find it by; read in the markup. Icons are
 * svgs too, but only a QR code has the img role.
 */
function tileQrCode(tile: HTMLElement): SVGSVGElement | null {
  return tile.querySelector('svg[role="img"]');
}

/** The dark modules of a QR code svg drawn by qrcode.react: the path after its background's. */
function modulesOf(svg: Element | null): string | null | undefined {
  return svg?.querySelector('path:last-of-type')?.getAttribute('d');
}

/** The dark modules of the QR code of a card's public record, as qrcode.react draws them. */
function expectedModules(cardCode: string, fragment = ''): string | null | undefined {
  const markup = staticMarkup(
    <QRCodeSVG value={publicRecordUrl(cardCode, fragment)} marginSize={4} />,
  );
  return modulesOf(new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement);
}

describe('a card tile', () => {
  it("shows a filled card's code, holder, colour, record state and small QR code", async () => {
    await logIn();
    await renderApp('/meus-cartoes');
    const tile = await screen.findByRole('article', { name: 'Cartão ABC-123-XYZ' });
    expect(tile).toHaveTextContent('ABC-123-XYZ');
    expect(tile).toHaveTextContent('MARIA HELENA SOUZA');
    expect(tile).toHaveTextContent('Prontuário preenchido');
    expect(tile).toHaveTextContent('Cor do cartão: Verde-escuro');
    const qr = tileQrCode(tile);
    expect(qr).toHaveAttribute('aria-hidden', 'true');
    expect(modulesOf(qr)).toBe(expectedModules(DEMO_CARDS.full));
  });

  it('shows an empty card as a record still to fill in, with the same QR action', async () => {
    await logIn();
    await renderApp('/meus-cartoes');
    const tile = await screen.findByRole('article', { name: 'Cartão GHI-789-RST' });
    expect(tile).toHaveTextContent('NOME NÃO DISPONÍVEL');
    expect(tile).toHaveTextContent('Prontuário a preencher');
    expect(tile).not.toHaveTextContent('Prontuário preenchido');
    expect(modulesOf(tileQrCode(tile))).toBe(expectedModules(DEMO_CARDS.empty));
    // One name for the QR action on every card: the spec's button, the only QR control there is.
    const qrActions = screen.getAllByRole('button', { name: /QR/i });
    expect(qrActions.map((button) => button.textContent)).toEqual([
      'Gerar QR-CODE',
      'Gerar QR-CODE',
      'Gerar QR-CODE',
    ]);
  });

  it('takes the colour the card was last printed in, after a reload too', async () => {
    await logIn();
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, unmount } = await renderApp('/meus-cartoes');
    await user.click(await screen.findByRole('button', { name: 'Imprimir cartão DEF-456-UVW' }));
    const dialog = screen.getByRole('dialog', { name: 'Imprimir cartão' });
    await user.click(within(dialog).getByRole('radio', { name: 'Cinza-claro' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Só o endereço do prontuário' }));
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    const tile = screen.getByRole('article', { name: 'Cartão DEF-456-UVW' });
    expect(tile).toHaveTextContent('Cor do cartão: Cinza-claro');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });

    unmount();
    const view = await renderApp('/meus-cartoes');
    expect(await screen.findByRole('article', { name: 'Cartão DEF-456-UVW' })).toHaveTextContent(
      'Cor do cartão: Cinza-claro',
    );
    expect(screen.getByRole('article', { name: 'Cartão ABC-123-XYZ' })).toHaveTextContent(
      'Cor do cartão: Verde-escuro',
    );
    await view.user.click(screen.getByRole('button', { name: 'Imprimir cartão DEF-456-UVW' }));
    expect(screen.getByRole('radio', { name: 'Cinza-claro' })).toBeChecked();
  });
});

describe('the QR code modal', () => {
  it('shows a 160 px QR code to the public record, its text and links, and returns focus', async () => {
    // The demo's signatures differ at every call (ECDSA): one fixed answer makes the code known.
    const signature = { keyId: 'demo1', signature: 'A'.repeat(86) };
    server.use(
      http.post(apiPath('/cards/:number/copy-signature'), () =>
        HttpResponse.json({ key_id: signature.keyId, signature: signature.signature }),
      ),
    );
    await logIn();
    const { user } = await renderApp('/meus-cartoes');
    const opener = await screen.findByRole('button', {
      name: 'Gerar QR-CODE do cartão ABC-123-XYZ',
    });
    expect(opener).toHaveTextContent('Gerar QR-CODE');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Seu QR Code' });
    // Nothing is chosen for the owner: no QR code until they say what it carries.
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', {
        name: 'Escolha acima o que o QR Code leva para baixar',
      }),
    ).toBeDisabled();
    // Nor a lock-screen picture, which carries the same choice.
    expect(
      within(dialog).queryByRole('button', { name: 'Imagem para a tela de bloqueio' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('radio', { name: 'O endereço e um resumo de emergência' }),
    );
    const qr = await within(dialog).findByRole('img', {
      name: 'QR Code do prontuário do cartão ABC-123-XYZ',
    });
    expect(qr).toHaveAttribute('width', '160');
    expect(qr).toHaveAttribute('height', '160');
    // It carries the card's copy of the summary, as the public page shows it today.
    const copy = fittedCardSummary(await readCardCopy(DEMO_CARDS.full));
    expect(copy.name).toBe('Maria Helena Souza');
    expect(copy.allergies?.items.length).toBeGreaterThan(0);
    expect(dialog).toHaveTextContent(/também sem internet num celular que já abriu o site uma vez/);
    expect(modulesOf(qr)).toBe(
      expectedModules(DEMO_CARDS.full, signedFragment(encodeCardSummary(copy), signature)),
    );
    // The owner may leave the summary out: the QR code is then the plain address.
    await user.click(within(dialog).getByRole('radio', { name: 'Só o endereço do prontuário' }));
    expect(modulesOf(within(dialog).getByRole('img'))).toBe(expectedModules(DEMO_CARDS.full));
    expect(dialog).toHaveTextContent(
      'Escaneie o QR Code com seu celular para acessar o prontuário.',
    );
    expect(within(dialog).getByRole('link', { name: 'Ver prontuário' })).toHaveAttribute(
      'href',
      `/prontuario-do-usuario/${DEMO_CARDS.full}`,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
  it('carries the copy unsigned when the API signs nothing', async () => {
    server.use(
      http.post(apiPath('/cards/:number/copy-signature'), () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    await logIn();
    const { user } = await renderApp('/meus-cartoes');
    const dialog = await openQrWithSummary(user);
    const qr = await within(dialog).findByRole('img', {
      name: 'QR Code do prontuário do cartão ABC-123-XYZ',
    });
    const copy = fittedCardSummary(await readCardCopy(DEMO_CARDS.full));
    expect(modulesOf(qr)).toBe(expectedModules(DEMO_CARDS.full, encodeCardSummary(copy)));
  });
});

describe("the QR code's content", () => {
  it('names what does not fit and stays only in the online record', async () => {
    await logIn();
    await updateStore((draft) => {
      const record = draft.records[DEMO_CARDS.full];
      if (!record) throw new Error('no seeded record');
      record.allergies = Array.from({ length: 12 }, (_, index) => ({
        id: 9000 + index,
        attachment_file_path: null,
        name: `Alergia de número ${index} com um nome comprido`,
        type: 'medicamento',
        severity: index < 6 ? 'Severa' : 'Leve',
        reaction: null,
      }));
    });
    const { user } = await renderApp('/meus-cartoes');
    const dialog = await openQrWithSummary(user);
    const left = await within(dialog).findByTestId('left-online');
    expect(within(dialog).getByText('Ficam só no prontuário online:')).toBeInTheDocument();
    // The light allergies go before the severe ones, each named.
    expect(left).toHaveTextContent('Alergias: ');
    expect(left).toHaveTextContent('Alergia de número 11 com um nome comprido');
    expect(left).not.toHaveTextContent('Alergia de número 0 com');

    // The owner puts a light one in: it goes in ahead of what the clinical order chose.
    await user.click(
      within(left).getByRole('button', {
        name: 'Pôr Alergia de número 11 com um nome comprido no QR Code',
      }),
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('left-online')).not.toHaveTextContent('número 11'),
    );
    const dropped = within(dialog).getByTestId('left-online').textContent ?? '';
    expect(dropped).toMatch(/Alergia de número \d+ com um nome comprido/);
    // Remembered for this card, until the owner goes back to the clinical order.
    expect(localStorage.getItem(`qrPicks:${DEMO_CARDS.full}`)).toContain('número 11');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar à ordem clínica' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('left-online')).toHaveTextContent('número 11'),
    );
    expect(localStorage.getItem(`qrPicks:${DEMO_CARDS.full}`)).toBeNull();
  });

  it('is remembered per card, for the QR code and the print alike', async () => {
    await logIn();
    const { user } = await renderApp('/meus-cartoes');
    await user.click(
      await screen.findByRole('button', { name: 'Gerar QR-CODE do cartão ABC-123-XYZ' }),
    );
    const qr = screen.getByRole('dialog', { name: 'Seu QR Code' });
    await user.click(within(qr).getByRole('radio', { name: 'Só o endereço do prontuário' }));
    await user.click(within(qr).getByRole('button', { name: 'Fechar' }));

    await user.click(screen.getByRole('button', { name: 'Imprimir cartão ABC-123-XYZ' }));
    const print = screen.getByRole('dialog', { name: 'Imprimir cartão' });
    expect(within(print).getByRole('radio', { name: 'Só o endereço do prontuário' })).toBeChecked();
    expect(within(print).getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    await user.click(within(print).getByRole('button', { name: 'Fechar' }));

    // Another card: its owner has not chosen yet.
    await user.click(screen.getByRole('button', { name: 'Imprimir cartão DEF-456-UVW' }));
    const other = screen.getByRole('dialog', { name: 'Imprimir cartão' });
    for (const radio of within(other).getAllByRole('radio', { name: /endereço/ })) {
      expect(radio).not.toBeChecked();
    }
    expect(within(other).queryByTestId('wallet-faces')).not.toBeInTheDocument();
    expect(
      within(other).getByRole('button', {
        name: 'Escolha acima o que o QR Code leva para imprimir',
      }),
    ).toBeDisabled();
  });
});

describe('a link for a QR code with the address only', () => {
  it("opens the card's QR dialog with the address only chosen, once", async () => {
    await logIn();
    const { user, router } = await renderApp('/meus-cartoes?qr-so-endereco=ABC123XYZ');
    const dialog = await screen.findByRole('dialog', { name: 'Seu QR Code' });
    expect(
      within(dialog).getByRole('radio', { name: 'Só o endereço do prontuário' }),
    ).toBeChecked();
    const qr = await within(dialog).findByRole('img', {
      name: 'QR Code do prontuário do cartão ABC-123-XYZ',
    });
    expect(modulesOf(qr)).toBe(expectedModules(DEMO_CARDS.full));
    // The address forgets the request: going on from here does not open it again.
    expect(router.state.location.search).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the consent modal', () => {
  it('accepting updates the cookie for good', async () => {
    await logIn(false);
    const sent = recordRequests();
    const { user, unmount } = await renderApp('/meus-cartoes');
    const dialog = await screen.findByRole('dialog', { name: 'Termo de Consentimento' });
    expect(dialog).toHaveTextContent(/responsabilidade/);
    // The whole texts, a new tab away so the dialog stays as it is.
    for (const [name, href] of [
      [/^Termos de Uso/, '/termos-de-uso'],
      [/^Aviso de Privacidade/, '/privacidade'],
    ] as const) {
      const link = within(dialog).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar Termos' }));
    expect(await screen.findByText('Termos aceitos com sucesso!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Shown on arrival, no control opened it: the screen's heading takes the focus back.
    expect(screen.getByRole('heading', { level: 1, name: 'Meus Cartões' })).toHaveFocus();
    expect(readUser()?.accept_terms).toBe(1);
    expect(callsTo(sent, '/user/accept-terms')).toHaveLength(1);
    const demo = currentState().users.find((u) => u.email === DEMO_EMAIL);
    expect(demo?.accept_terms).toBe(1);

    unmount();
    await renderApp('/meus-cartoes');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Aguarde..." while busy and "Erro ao aceitar os termos." on a failure', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(apiPath('/user/accept-terms'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await logIn(false);
    const { user } = await renderApp('/meus-cartoes');
    const dialog = await screen.findByRole('dialog', { name: 'Termo de Consentimento' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar Termos' }));
    expect(await within(dialog).findByRole('button', { name: 'Aguarde...' })).toBeVisible();
    act(() => release());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erro ao aceitar os termos.',
    );
    expect(within(dialog).getByRole('button', { name: 'Aceitar Termos' })).toBeVisible();
    expect(readUser()?.accept_terms).toBe(0);
  });
});

/**
 * The wallet card on the print sheet (the sheet holds its print rules and this card). The card is
 * paper, not a control: a box with no role or name, whose colour and real size are only its
 * classes; so it is read in the markup.
 */
function printedCard(sheet: HTMLElement, face = 'front'): HTMLElement | null {
  return sheet.querySelector(`[data-wallet-face="${face}"]`);
}

/**
 * The card's QR code. It is an svg hidden from screen readers (the card code, beside it, says
 * the same), with no role or name to find it by; read in the markup.
 */
function qrCodeOn(card: HTMLElement | null): SVGSVGElement | null {
  return card?.querySelector('svg') ?? null;
}

/** The sheet's print rules (A4 paper, nothing else printed): a <style>, which has no role. */
function printRulesOf(sheet: HTMLElement): string {
  return sheet.querySelector('style')?.textContent ?? '';
}

describe('printing a wallet card', () => {
  it('prints the card at its real size in the chosen colour, and tidies up after', async () => {
    await logIn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderApp('/meus-cartoes');
    const opener = await screen.findByRole('button', { name: 'Imprimir cartão ABC-123-XYZ' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Imprimir cartão' });
    expect(within(dialog).getByRole('radio', { name: 'Verde-escuro' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Cinza-claro' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Verde-claro' }));
    await user.click(
      within(dialog).getByRole('radio', { name: 'O endereço e um resumo de emergência' }),
    );
    await within(dialog).findByTestId('wallet-faces');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sheet = screen.getByTestId('wallet-print-sheet');
    const card = printedCard(sheet);
    expect(card).toHaveClass('bg-card-light-green', 'w-[85.6mm]', 'h-[54mm]');
    expect(card).toHaveTextContent('ABC-123-XYZ');
    expect(card).toHaveTextContent('MARIA HELENA SOUZA');
    expect(qrCodeOn(card)).toBeInTheDocument();
    expect(printRulesOf(sheet)).toContain('size: A4');
    // Its second face, beside it, says the summary in text.
    const back = printedCard(sheet, 'back');
    expect(back).toHaveClass('bg-card-light-green', 'w-[85.6mm]', 'h-[54mm]');
    expect(back).toHaveTextContent('Tipo sanguíneo');
    expect(back).toHaveTextContent('Alergias graves');

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('wallet-print-sheet')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('a QR code older than its record', () => {
  it('is said on its tile, with a way to make a new one, once the record changes', async () => {
    await logIn();
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, unmount } = await renderApp('/meus-cartoes');
    await user.click(await screen.findByRole('button', { name: 'Imprimir cartão ABC-123-XYZ' }));
    const dialog = screen.getByRole('dialog', { name: 'Imprimir cartão' });
    await user.click(
      within(dialog).getByRole('radio', { name: 'O endereço e um resumo de emergência' }),
    );
    await within(dialog).findByTestId('wallet-faces');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    unmount();

    await updateStore((draft) => {
      const allergies = draft.records[DEMO_CARDS.full]?.allergies;
      allergies?.splice(0, 1);
    });
    const view = await renderApp('/meus-cartoes');
    await screen.findByText(
      `O resumo do QR Code feito em ${formatDate(isoDate(new Date()), 'pt') ?? ''} é mais antigo que o prontuário.`,
    );
    await view.user.click(
      screen.getByRole('button', { name: 'Baixar QR Code novo do cartão ABC-123-XYZ' }),
    );
    const qr = screen.getByRole('dialog', { name: 'Seu QR Code' });
    // The other cards had no QR code made here: nothing to say.
    expect(screen.getAllByText(/mais antigo que o prontuário/)).toHaveLength(1);
    await within(qr).findByRole('img');
    await view.user.click(within(qr).getByRole('button', { name: 'Fechar' }));

    // A new card printed now carries the record as it is: the notice goes.
    await view.user.click(screen.getByRole('button', { name: 'Imprimir cartão ABC-123-XYZ' }));
    const again = screen.getByRole('dialog', { name: 'Imprimir cartão' });
    await within(again).findByTestId('wallet-faces');
    await view.user.click(within(again).getByRole('button', { name: 'Imprimir' }));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    // The first card's, checked again against the record.
    await waitFor(() =>
      expect(screen.getAllByTestId('qr-age')[0]).toHaveAttribute('data-qr-age', 'current'),
    );
    expect(screen.queryByText(/mais antigo que o prontuário/)).not.toBeInTheDocument();
  });

  it('is still said after logging out and in again on this device', async () => {
    await logIn();
    const made = fittedCardSummary(await readCardCopy(DEMO_CARDS.full));
    rememberQrCopy(DEMO_CARDS.full, made);
    forgetUser();
    await updateStore((draft) => {
      draft.records[DEMO_CARDS.full]?.allergies?.splice(0, 1);
    });
    await logIn();
    await renderApp('/meus-cartoes');
    await screen.findByText(/O resumo do QR Code feito em .* é mais antigo que o prontuário\./);
  });

  it('where this device made none, says the day the record last changed', async () => {
    await logIn();
    const { unmount } = await renderApp('/meus-cartoes');
    await screen.findAllByTestId('qr-age');
    // The seeded record says no day: nothing to say.
    expect(screen.queryByText(/Prontuário alterado em/)).not.toBeInTheDocument();
    unmount();

    // Saved through the API, as the editor saves: the demo notes the moment.
    await saveRecord('blood-type', DEMO_CARDS.full, [{ blood_type: 'AB-' }]);
    await renderApp('/meus-cartoes');
    const today = formatDate(isoDate(new Date()), 'pt') ?? '';
    const notes = await screen.findAllByText(
      `Prontuário alterado em ${today}: um QR Code feito antes dessa data traz o resumo anterior.`,
    );
    expect(notes).toHaveLength(1);
    expect(screen.getAllByTestId('qr-age')[0]).toHaveAttribute('data-qr-age', 'changed');
  });
});
