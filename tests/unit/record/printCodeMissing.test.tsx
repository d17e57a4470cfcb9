// "Imprimir Prontuário" loads the code that writes the print on the click. In a file of its own:
// here that code never arrives.
import { screen } from '@testing-library/react';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import { pageLoad, recordLoaded, viewPath } from '../support/recordView';

vi.mock('@/features/record/print/printRecord', () => {
  throw new Error('the print code could not be loaded');
});

it("without the print's code, the window closes and the page says why", async () => {
  const close = vi.fn();
  vi.spyOn(window, 'open').mockReturnValue({ close } as unknown as Window);
  const { user } = await renderApp(viewPath(DEMO_CARDS.full));
  await recordLoaded();
  await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));
  expect(
    await screen.findByText(/Não foi possível preparar a impressão/, {}, pageLoad),
  ).toBeInTheDocument();
  expect(close).toHaveBeenCalledTimes(1);
});
