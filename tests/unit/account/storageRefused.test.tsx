// Storage refused (private mode, a full quota) is harmless: the QR code downloads and the card
// prints, only the device's note of them is not kept.
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { writeUser } from '@/session/cookies';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { silenceApiWarnings } from '../support/apiWarnings';

// jsdom draws no canvas: the PNG is a stand-in, the dialog's own steps around it are real.
vi.mock('@/features/cards/qrCodePng', () => ({
  qrCodePng: () => Promise.resolve('data:image/png;base64,AAAA'),
}));

silenceApiWarnings();

async function logIn() {
  const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  writeUser({ id: user.id, accept_terms: 1 });
}

function refuseStorage() {
  const refused = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
}

describe('with storage refused', () => {
  it('downloads the QR code with its summary, saying nothing failed', async () => {
    await logIn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderApp('/meus-cartoes');
    const opener = await screen.findByRole('button', {
      name: 'Gerar QR-CODE do cartão ABC-123-XYZ',
    });
    refuseStorage();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Seu QR Code' });
    // The choice cannot be remembered: it holds for this dialog all the same.
    await user.click(
      within(dialog).getByRole('radio', { name: 'O endereço e um resumo de emergência' }),
    );
    const download = within(dialog).getByRole('button', { name: 'Baixar' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(
      within(dialog).queryByText('Não foi possível gerar a imagem do QR Code. Tente novamente.'),
    ).not.toBeInTheDocument();
  });

  it('prints the card', async () => {
    await logIn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderApp('/meus-cartoes');
    const opener = await screen.findByRole('button', { name: 'Imprimir cartão ABC-123-XYZ' });
    refuseStorage();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Imprimir cartão' });
    await user.click(
      within(dialog).getByRole('radio', { name: 'O endereço e um resumo de emergência' }),
    );
    await within(dialog).findByTestId('wallet-faces');
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('wallet-print-sheet')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
  });
});
