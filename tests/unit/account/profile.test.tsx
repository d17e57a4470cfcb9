import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { login } from '@/api/auth';
import { formatDate } from '@/lib/dates';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_CPF, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '@/mocks/seed';
import { currentState } from '@/mocks/store';
import { loginAs } from '../support/demoBackend';
import { failReads } from '../support/failReads';
import { renderApp } from '../support/renderApp';
import { openProfile } from '../support/profile';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

/**
 * What the plan summary says for a label, read as a screen reader reads its description list:
 * each term, then its definition.
 */
function planValue(label: string, regionName = 'Meu plano'): HTMLElement {
  const plan = screen.getByRole('region', { name: regionName });
  const terms = within(plan).getAllByRole('term');
  const definitions = within(plan).getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  const matching = definitions.filter((_, index) => terms[index]?.textContent === label);
  const [definition] = matching;
  if (!definition || matching.length > 1) throw new Error(`not one term "${label}"`);
  return definition;
}

function withPayments(payments: unknown[]) {
  server.use(
    http.get(apiPath('/user/info'), () =>
      HttpResponse.json({ user: { name: DEMO_NAME, email: DEMO_EMAIL, cpf: DEMO_CPF }, payments }),
    ),
  );
}

describe('profile: personal information', () => {
  it('shows the user with the CPF masked, in two sections with their own links', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Minha Página de Perfil' })).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue(DEMO_EMAIL);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    const nav = screen.getByRole('navigation', { name: 'Seções do perfil' });
    expect(within(nav).getByRole('link', { name: 'Informações pessoais' })).toHaveAttribute(
      'href',
      '#personal-information',
    );
    expect(within(nav).getByRole('link', { name: 'Meu plano' })).toHaveAttribute(
      'href',
      '#my-plan',
    );
    expect(screen.getByRole('region', { name: 'Meu plano' })).toHaveAttribute('id', 'my-plan');
  });

  it('asks for confirmation; Cancelar saves nothing, Confirmar saves the profile with CPF digits', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();
    await user.clear(screen.getByLabelText('Nome completo'));
    await user.type(screen.getByLabelText('Nome completo'), 'Maria H. Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar alterações' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja salvar as alterações?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(sent, '/auth/update-profile')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(callsTo(sent, '/auth/update-profile')[0]?.body).toEqual({
      name: 'Maria H. Souza',
      email: DEMO_EMAIL,
      cpf: DEMO_CPF,
    });
    expect(callsTo(sent, '/change-password')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves once on a double click of Confirmar', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(callsTo(sent, '/auth/update-profile')).toHaveLength(1);
  });

  it('says "As senhas não coincidem!" and saves nothing on a mismatch', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-2');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('As senhas não coincidem!')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the CPF digits before anything is sent', async () => {
    const { user } = await openProfile();
    const cpf = screen.getByLabelText('CPF');
    await user.clear(cpf);
    await user.type(cpf, '52998224726');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('CPF inválido. Confira os dígitos.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the password first, then the profile, and the new password logs in', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    const posts = sent.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual(['/api/change-password', '/api/auth/update-profile']);
    expect(callsTo(sent, '/change-password')[0]?.body).toEqual({
      current_password: DEMO_PASSWORD,
      new_password: 'nova-senha-1',
      new_password_confirmation: 'nova-senha-1',
    });
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
    await expect(login({ email: DEMO_EMAIL, password: 'nova-senha-1' })).resolves.toHaveProperty(
      'token',
    );
  });

  it('asks for the current password when only a new one is typed', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Informe a senha atual para definir uma nova senha.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Senha atual')).toHaveFocus();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows a wrong current password at its field and does not update the profile', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();
    await user.type(screen.getByLabelText('Senha atual'), 'senha-errada');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('A senha atual está incorreta.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(
      'A senha atual está incorreta.',
    );
    expect(callsTo(sent, '/auth/update-profile')).toHaveLength(0);
    expect(screen.getByLabelText('Nova senha')).toHaveValue('nova-senha-1');
  });

  it.each([
    ['/change-password', 'Erro ao alterar a senha.'],
    ['/auth/update-profile', 'Erro ao atualizar o perfil.'],
  ])('shows the default text when %s fails without a message', async (path, message) => {
    server.use(http.post(apiPath(path), () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Nome completo')).toHaveValue(DEMO_NAME);
  });

  it('shows "Erro ao obter informações do usuário." when the profile cannot load', async () => {
    failReads(apiPath('/user/info'), () => HttpResponse.json({}, { status: 500 }));
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await renderApp('/meu-perfil');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao obter informações do usuário.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByDisplayValue(DEMO_NAME)).toBeVisible();
  });
});

describe('profile: my plan', () => {
  it('shows the first payment: plan, value, cards and the purchase date', async () => {
    await openProfile();
    const payment = currentState().userPayments.find((p) => p.plan_name === 'Plano Familiar');
    expect(planValue('Plano')).toHaveTextContent('Plano Familiar');
    expect(planValue('Valor')).toHaveTextContent('R$ 400,00');
    await waitFor(() =>
      expect(planValue('Cartões')).toHaveTextContent(
        /^O plano permite 3 cartões\d cartões? emitidos?/,
      ),
    );
    expect(planValue('Data da compra')).toHaveTextContent(
      formatDate(payment?.transaction_date, 'pt-BR') ?? 'x',
    );
  });

  it("writes the purchase date as the page's language reads it", async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    await renderApp('/meu-perfil', 'en');
    await screen.findByDisplayValue(DEMO_NAME);
    const payment = currentState().userPayments.find((p) => p.plan_name === 'Plano Familiar');
    const date = formatDate(payment?.transaction_date, 'en');
    expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(planValue('Purchase date', 'My plan')).toHaveTextContent(date ?? 'x');
  });

  it('falls back when there is no payment', async () => {
    withPayments([]);
    await openProfile();
    expect(planValue('Plano')).toHaveTextContent('Plano não definido');
    expect(planValue('Valor')).toHaveTextContent('R$ 0,00');
    await waitFor(() =>
      expect(planValue('Cartões')).toHaveTextContent(
        /^Nenhum cartão no plano\d cartões? emitidos?/,
      ),
    );
    expect(planValue('Data da compra')).toHaveTextContent('Data não disponível');
  });

  it('says "1 cartão" in the singular, and reads "2024-03-05" as 05/03/2024', async () => {
    withPayments([
      { plan_name: 'Plano Individual', value: '150.00', cards: 1, transaction_date: '2024-03-05' },
    ]);
    await openProfile();
    expect(planValue('Valor')).toHaveTextContent('R$ 150,00');
    await waitFor(() =>
      expect(planValue('Cartões')).toHaveTextContent(
        /^O plano permite 1 cartão\d cartões? emitidos?/,
      ),
    );
    expect(planValue('Data da compra')).toHaveTextContent('05/03/2024');
  });

  it('marks the section whose top has passed 400 px as the active one', async () => {
    await openProfile();
    const plan = screen.getByRole('region', { name: 'Meu plano' });
    const top = { value: 600 };
    vi.spyOn(plan, 'getBoundingClientRect').mockImplementation(
      () => ({ top: top.value }) as DOMRect,
    );
    const planLink = screen.getByRole('link', { name: 'Meu plano' });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(planLink).not.toHaveAttribute('aria-current');
    top.value = 400;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(planLink).toHaveAttribute('aria-current', 'location'));
    expect(screen.getByRole('link', { name: 'Informações pessoais' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
