import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPaymentRequest } from '@/features/checkout/paymentRequest';
import { paymentProvider } from '@/lib/env';
import { tomorrowIso } from '@/lib/dates';
import { apiPath } from '@/mocks/handlers/common';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_EMAIL } from '@/mocks/seed';
import { currentState } from '@/mocks/store';
import { specOnlyHandlers } from '@/mocks/specOnly';
import { renderApp } from '../support/renderApp';
import {
  checkoutPath,
  continueLoggedIn,
  declinedCard,
  fillCard,
  fillRegistration,
  logInAsDemo,
  newBuyer,
  pendingCode,
  reachVerifyStep,
} from '../support/checkout';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';
import { fakeTimersEachTest } from '../support/fakeTimers';

silenceApiWarnings();

fakeTimersEachTest();

const provider = (path: string) => apiPath(`/${paymentProvider}${path}`);
const noMessage = (status: number) => HttpResponse.json({}, { status });

describe('checkout: the plan in the link', () => {
  it.each([
    ['no parameters', '/configure-seu-pagamento'],
    ['a broken id', '/configure-seu-pagamento?id=x&price=400&planName=Plano&cardLimit=3'],
    ['an unknown id', '/configure-seu-pagamento?id=9&price=400&planName=Plano&cardLimit=3'],
  ])('with %s says what is missing and leads back to the plans', async (_, path) => {
    await renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Faltam informações necessárias para realizar o pagamento.',
    );
    expect(screen.getByRole('link', { name: 'Voltar para os planos' })).toHaveAttribute(
      'href',
      '/planos',
    );
    expect(screen.queryByLabelText('Nome completo')).not.toBeInTheDocument();
  });

  const outOfDate = 'O link que você abriu estava desatualizado.';

  it.each([
    ['another price', '?id=2&price=0.01&planName=Plano%20Familiar&cardLimit=3'],
    ['another name', '?id=2&price=400&planName=Plano%20Gr%C3%A1tis&cardLimit=3'],
    ['another card limit', '?id=2&price=400&planName=Plano%20Familiar&cardLimit=30'],
    ['no card limit', '?id=2&price=400&planName=Plano%20Familiar'],
    ['a zero price', '?id=2&price=0&planName=Plano%20Familiar&cardLimit=3'],
  ])('with %s shows the plan list’s plan and says the link was out of date', async (_, query) => {
    await renderApp(`/configure-seu-pagamento${query}`);
    const summary = await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent('Plano Familiar');
    expect(summary).toHaveTextContent('R$ 400,00');
    expect(summary).toHaveTextContent('Até 3 cartões');
    expect(screen.getByText(new RegExp(outOfDate))).toBeVisible();
  });

  it('says nothing of a link that agrees with its plan', async () => {
    await renderApp(checkoutPath);
    await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(screen.queryByText(new RegExp(outOfDate))).not.toBeInTheDocument();
  });

  it('builds the payment’s value, total and description from the plan list alone', () => {
    const crafted = { id: 2, price: 0.01, planName: 'Plano Barato', cardLimit: 3 };
    const context = { customerId: 'cus_1', userId: 1 };
    expect(buildPaymentRequest(crafted, context, 'PIX', null)).toMatchObject({
      plan_id: 2,
      value: 400,
      totalValue: 400,
      description: 'Plano Familiar',
    });
  });

  it('charges the plan’s price, not the one a crafted link shows', async () => {
    const sent = recordRequests();
    await logInAsDemo();
    const { user } = await renderApp(
      '/configure-seu-pagamento?id=3&price=0.01&planName=Plano%20Barato&cardLimit=6',
    );
    const summary = await screen.findByRole('region', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent('Plano Familiar +');
    expect(summary).toHaveTextContent('R$ 650,00');
    expect(summary).not.toHaveTextContent(/Barato|0,01/);
    await continueLoggedIn(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 650,00' }));
    await screen.findByText('Pagamento aprovado! Finalizando sua compra...');
    expect(callsTo(sent, '/create-payments')[0]?.body).toMatchObject({
      plan_id: 3,
      value: 650,
      totalValue: 650,
      description: 'Plano Familiar +',
    });
  });
});

describe('checkout step 1: registration', () => {
  it('shows the step indicator at step 1 of 3', async () => {
    await renderApp(checkoutPath);
    expect(await screen.findByText('Etapa 1 de 3')).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Etapas do pagamento' });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Seus dados');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('sends nothing while a field is empty, and says which', async () => {
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Informe seu nome completo.')).toBeVisible();
    expect(screen.getByText('Informe seu e-mail.')).toBeVisible();
    expect(screen.getByText('Informe seu CPF.')).toBeVisible();
    expect(screen.getByLabelText('Nome completo')).toHaveFocus();
    expect(callsTo(sent, '/auth/register')).toHaveLength(0);
  });

  it('masks the CPF, limits it to 11 digits and checks its check digits', async () => {
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await fillRegistration(user, { ...newBuyer, cpf: '390533447' });
    const cpf = screen.getByLabelText('CPF');
    expect(cpf).toHaveValue('390.533.447');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('O CPF deve ter 11 dígitos.')).toBeVisible();
    expect(cpf).toHaveAccessibleDescription('O CPF deve ter 11 dígitos.');

    await user.type(cpf, '0699');
    expect(cpf).toHaveValue('390.533.447-06');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('CPF inválido. Confira os dígitos.')).toBeVisible();
    expect(callsTo(sent, '/auth/register')).toHaveLength(0);
  });

  it('sends the CPF as digits, says the code was sent, and moves on after 2 s', async () => {
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(`Enviamos um código de verificação para ${newBuyer.email}.`),
    ).toBeVisible();
    expect(callsTo(sent, '/auth/register')[0]?.body).toEqual(newBuyer);

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByText('Etapa 1 de 3')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Etapa 2 de 3')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Verifique seu e-mail' })).toHaveFocus();
    // The demo backend shows the code it would have mailed.
    expect(
      screen.getByText(`Demonstração: o código de verificação é ${pendingCode()}.`),
    ).toBeVisible();
  });

  it('shows a taken e-mail at its field and keeps what was typed', async () => {
    const { user } = await renderApp(checkoutPath);
    await fillRegistration(user, { ...newBuyer, email: DEMO_EMAIL });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Este e-mail já está cadastrado.')).toBeVisible();
    // A server's field message: the focus moves a render after it shows (useFormSubmit).
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('Nome completo')).toHaveValue(newBuyer.name);
    expect(screen.getByText('Etapa 1 de 3')).toBeVisible();
  });

  it('says "Erro no registro." when the server sends no message', async () => {
    server.use(http.post(apiPath('/auth/register'), () => noMessage(500)));
    const { user } = await renderApp(checkoutPath);
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro no registro.');
  });

  it('offers a logged-in buyer to go on with the account', async () => {
    await logInAsDemo();
    const { user } = await renderApp(checkoutPath);
    expect(await screen.findByRole('heading', { name: 'Você já está conectado' })).toBeVisible();
    expect(screen.queryByLabelText('Nome completo')).not.toBeInTheDocument();
    await continueLoggedIn(user);
    expect(localStorage.getItem('customerId')).toMatch(/^cus_/);
  });

  it.each([
    ['missing', null, 'Cookie do usuário não encontrado.'],
    ['unreadable', '%7Bnot-json', 'Erro ao ler os dados do usuário.'],
    [
      'without an id',
      encodeURIComponent('{"accept_terms":1}'),
      'user_id não encontrado nos cookies.',
    ],
  ])('says so when the user cookie is %s', async (_, cookie, message) => {
    await logInAsDemo();
    document.cookie = cookie
      ? `user=${cookie}; path=/`
      : 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const { user } = await renderApp(checkoutPath);
    await user.click(await screen.findByRole('button', { name: 'Continuar com minha conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('checkout step 2: the code', () => {
  it('asks for the code when it is empty, without calling the server', async () => {
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await reachVerifyStep(user);
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('Preencha o código de verificação.')).toBeVisible();
    expect(callsTo(sent, '/auth/verify-code')).toHaveLength(0);
  });

  it('verifies, logs in with the CPF digits, creates the customer and keeps its id', async () => {
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await reachVerifyStep(user);
    const code = pendingCode();
    await user.type(screen.getByLabelText('Código de verificação'), code);
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('Etapa 3 de 3')).toBeVisible();
    expect(callsTo(sent, '/auth/verify-code')[0]?.body).toEqual({ email: newBuyer.email, code });
    expect(callsTo(sent, '/auth/login')[0]?.body).toEqual({
      email: newBuyer.email,
      password: newBuyer.cpf,
    });
    const userId = currentState().users.find((u) => u.email === newBuyer.email)?.id;
    expect(callsTo(sent, '/create-customer')[0]?.body).toEqual({ user_id: userId });
    const customer = currentState().customers.find((c) => c.userId === userId);
    expect(localStorage.getItem('customerId')).toBe(customer?.id);
  });

  it.each([
    [
      'the server message',
      () => HttpResponse.json({ message: 'Código inválido.' }, { status: 422 }),
      'Código inválido.',
    ],
    ['"Código inválido." for a bare 422', () => noMessage(422), 'Código inválido.'],
    ['"Erro ao validar o código." otherwise', () => noMessage(500), 'Erro ao validar o código.'],
  ])('on a rejected code shows %s', async (_, answer, message) => {
    server.use(http.post(apiPath('/auth/verify-code'), answer));
    const { user } = await renderApp(checkoutPath);
    await reachVerifyStep(user);
    await user.type(screen.getByLabelText('Código de verificação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Etapa 2 de 3')).toBeVisible();
  });

  it('says "Resposta inválida do servidor." when the login answer has no token', async () => {
    server.use(http.post(apiPath('/auth/login'), () => HttpResponse.json({ ok: true })));
    const { user } = await renderApp(checkoutPath);
    await reachVerifyStep(user);
    await user.type(screen.getByLabelText('Código de verificação'), pendingCode());
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resposta inválida do servidor.');
  });

  it.each([
    ['"Erro ao criar cliente." on a failure', () => noMessage(500), 'Erro ao criar cliente.'],
    [
      'the missing-id text on an answer without id',
      () => HttpResponse.json({ customer: {} }),
      'Cliente não criado ou não foi possível obter o ID.',
    ],
  ])('shows %s, and a retry does not verify the used code again', async (_, answer, message) => {
    server.use(http.post(provider('/create-customer'), answer, { once: true }));
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await reachVerifyStep(user);
    await user.type(screen.getByLabelText('Código de verificação'), pendingCode());
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);

    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    expect(await screen.findByText('Etapa 3 de 3')).toBeVisible();
    expect(callsTo(sent, '/auth/verify-code')).toHaveLength(1);
    expect(callsTo(sent, '/create-customer')).toHaveLength(2);
  });

  it('goes back to step 1 with the data kept', async () => {
    const { user } = await renderApp(checkoutPath);
    await reachVerifyStep(user);
    await user.click(screen.getByRole('button', { name: 'Voltar e corrigir meus dados' }));
    expect(await screen.findByText('Etapa 1 de 3')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue(newBuyer.email);
    expect(screen.getByLabelText('CPF')).toHaveValue('390.533.447-05');
  });
});

describe('checkout step 3: summary and card', () => {
  it('sums up the order, with the card chosen and 12 instalments of the price', async () => {
    await logInAsDemo();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    expect(screen.getByRole('heading', { name: 'Pagamento' })).toHaveFocus();
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(summary).getByText('Plano Familiar')).toBeVisible();
    expect(within(summary).getByText('R$ 400,00 por ano')).toBeVisible();
    expect(within(summary).getByText('Até 3 cartões')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pix' })).not.toBeChecked();
    const options = within(screen.getByLabelText('Parcelamento')).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[0]).toHaveTextContent('1x de R$ 400,00');
    expect(options[11]).toHaveTextContent('12x de R$ 33,33');
  });

  it('checks every card field before charging anything', async () => {
    await logInAsDemo();
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Informe o número do cartão.')).toBeVisible();
    expect(screen.getByText('Informe o nome impresso no cartão.')).toBeVisible();
    expect(screen.getByText('Informe a validade do cartão.')).toBeVisible();
    expect(screen.getByText('Informe o código de segurança.')).toBeVisible();

    await user.type(screen.getByLabelText('Número do cartão'), '41111111111111112222');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '1330');
    await user.type(screen.getByLabelText('Código de segurança (CVC)'), '12');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Validade inválida. Use o formato MM/AA.')).toBeVisible();
    expect(screen.getByText('O código de segurança deve ter 3 ou 4 dígitos.')).toBeVisible();

    await user.clear(screen.getByLabelText('Validade (MM/AA)'));
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '0120');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Este cartão está vencido.')).toBeVisible();
    expect(callsTo(sent, '/create-payments')).toHaveLength(0);
  });

  it('sends the payloads of docs/api-contract.md, then shows the success modal 5 s after approval', async () => {
    await logInAsDemo();
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    const customerId = localStorage.getItem('customerId');
    const purchasesBefore = currentState().userPayments.length;
    await fillCard(user);
    await user.selectOptions(screen.getByLabelText('Parcelamento'), '3x de R$ 133,33');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();

    const userId = currentState().users.find((u) => u.email === DEMO_EMAIL)?.id;
    expect(callsTo(sent, '/create-payments')[0]?.body).toEqual({
      id_customer: customerId,
      plan_id: 2,
      user_id: userId,
      billingType: 'CREDIT_CARD',
      value: 400,
      dueDate: tomorrowIso(),
      installmentCount: 3,
      totalValue: 400,
      description: 'Plano Familiar',
    });
    expect(callsTo(sent, '/payWithCreditCard')[0]?.body).toEqual({
      customer_id: customerId,
      creditCard: {
        holderName: 'JOANA PEREIRA',
        number: '4111111111111111',
        expiryMonth: '12',
        expiryYear: '2039',
        ccv: '123',
      },
    });
    expect(currentState().userPayments.length).toBe(purchasesBefore + 1);

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('customerId')).toBe(customerId);
    await act(() => vi.advanceTimersByTimeAsync(100));
    const dialog = screen.getByRole('dialog', { name: 'Compra realizada com sucesso!' });
    // A buyer who came logged in goes on to their cards, not to the login.
    expect(within(dialog).getByRole('link', { name: 'Ver meus cartões' })).toHaveAttribute(
      'href',
      '/meus-cartoes',
    );
    expect(localStorage.getItem('customerId')).toBeNull();
  });

  it('shows the provider message for a declined card, charges nothing, and a retry pays the same charge', async () => {
    await logInAsDemo();
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    const purchasesBefore = currentState().userPayments.length;
    await fillCard(user, declinedCard);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transação não autorizada. Verifique os dados do cartão ou use outro cartão.',
    );
    expect(currentState().userPayments.length).toBe(purchasesBefore);
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('JOANA PEREIRA');

    await user.clear(screen.getByLabelText('Número do cartão'));
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();
    expect(callsTo(sent, '/create-payments')).toHaveLength(1);
    expect(callsTo(sent, '/payWithCreditCard')).toHaveLength(2);
    expect(currentState().userPayments.length).toBe(purchasesBefore + 1);
  });

  it('charges once on a double click and a second Enter', async () => {
    await logInAsDemo();
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await fillCard(user);
    const pay = screen.getByRole('button', { name: 'Pagar R$ 400,00' });
    await user.dblClick(pay);
    await user.type(screen.getByLabelText('Código de segurança (CVC)'), '{Enter}');
    expect(await screen.findByText('Pagamento aprovado! Finalizando sua compra...')).toBeVisible();
    await user.click(pay);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(callsTo(sent, '/create-payments')).toHaveLength(1);
    expect(callsTo(sent, '/payWithCreditCard')).toHaveLength(1);
  });

  it.each([
    ['create-payments', () => noMessage(500), 'Erro ao criar pagamento.'],
    [
      'create-payments',
      () => HttpResponse.json({ payment: {} }),
      'ID de pagamento não encontrado na resposta.',
    ],
  ])(
    'shows the default text of a failed %s, and the method can still change',
    async (_, answer, message) => {
      server.use(http.post(provider('/create-payments'), answer));
      await logInAsDemo();
      const { user } = await renderApp(checkoutPath);
      await continueLoggedIn(user);
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('radio', { name: 'Pix' })).toBeEnabled();
      expect(screen.getByLabelText('Parcelamento')).toBeEnabled();
    },
  );

  it('shows the default text of a failed payWithCreditCard; the payment made keeps its method', async () => {
    server.use(http.post(provider('/payments/:id/payWithCreditCard'), () => noMessage(500)));
    await logInAsDemo();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao cobrar no cartão de crédito.',
    );
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeDisabled();
    expect(screen.getByText(/Este pagamento já foi iniciado/)).toBeVisible();
    // An answer came, but not a refusal: the same payment is charged again, as before.
    expect(screen.queryByRole('link', { name: 'Ver Meus cartões' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar R$ 400,00' })).toBeVisible();
  });

  it('says information is missing when the customer id is gone', async () => {
    await logInAsDemo();
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    localStorage.removeItem('customerId');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Faltam informações necessárias para realizar o pagamento.',
    );
    expect(callsTo(sent, '/create-payments')).toHaveLength(0);
  });
});

describe('checkout step 3: Pix', () => {
  it('shows the QR code and the code to copy, says it is a demo, and clears storage after 5 s', async () => {
    await logInAsDemo();
    const sent = recordRequests();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    expect(
      screen.getByText(/Demonstração: este Pix não cobra nada/, { selector: '[role=status]' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));

    const image = await screen.findByRole('img', { name: 'QR Code do Pix para pagar R$ 400,00' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    const code = screen.getByLabelText('Código Pix copia e cola');
    expect((code as HTMLTextAreaElement).value).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(callsTo(sent, '/create-payments')[0]?.body).toMatchObject({
      billingType: 'PIX',
      installmentCount: null,
      value: 400,
    });
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeDisabled();

    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado!')).toBeVisible();
    expect(write).toHaveBeenCalledWith((code as HTMLTextAreaElement).value);
    expect(
      screen.getByText(/^Aguardando a confirmação do pagamento/, { selector: '[role=status] *' }),
    ).toBeVisible();

    expect(localStorage.getItem('customerId')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(localStorage.getItem('customerId')).toBeNull();
  });

  it('keeps the card details typed before switching to Pix and back', async () => {
    await logInAsDemo();
    const { user } = await renderApp(checkoutPath);
    await continueLoggedIn(user);
    await user.type(screen.getByLabelText('Nome impresso no cartão'), 'JOANA');
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    expect(screen.queryByLabelText('Nome impresso no cartão')).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('JOANA');
  });

  it.each([
    [
      'no billing information',
      () => HttpResponse.json({ error: 'x' }),
      'Nenhuma informação de cobrança encontrada.',
    ],
    [
      'a Pix without image',
      () => HttpResponse.json({ data: { pix: { payload: '0002' } } }),
      'Não foi possível obter os dados do Pix.',
    ],
  ])(
    'says so when the answer has %s; a retry reads the same payment',
    async (_, answer, message) => {
      server.use(http.get(provider('/payments/:id/billingInfo'), answer, { once: true }));
      await logInAsDemo();
      const sent = recordRequests();
      const { user } = await renderApp(checkoutPath);
      await continueLoggedIn(user);
      await user.click(screen.getByRole('radio', { name: 'Pix' }));
      await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      // The Pix payment exists: a card payment would be a second one.
      expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
      expect(await screen.findByLabelText('Código Pix copia e cola')).toBeVisible();
      expect(callsTo(sent, '/create-payments')).toHaveLength(1);
      const reads = callsTo(sent, '/billingInfo').map((call) => call.path);
      expect(reads).toHaveLength(2);
      expect(reads[1]).toBe(reads[0]);
    },
  );
});

describe('checkout step 3: the Pix confirms itself', () => {
  async function showPixCode() {
    await logInAsDemo();
    const view = await renderApp(checkoutPath);
    await continueLoggedIn(view.user);
    await view.user.click(screen.getByRole('radio', { name: 'Pix' }));
    await view.user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    await screen.findByLabelText('Código Pix copia e cola');
    return view;
  }
  const success = () => screen.queryByRole('dialog', { name: 'Compra realizada com sucesso!' });

  it('opens the success dialog once the demo confirms the payment by itself, about 20 s on', async () => {
    const sent = recordRequests();
    await showPixCode();
    const reads = () => callsTo(sent, '/user/info').length;
    // One count of the purchases before the code, then checks 2, 5, 10, 18 and 31 s after it.
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(18_000));
    expect(reads()).toBe(5);
    expect(success()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(13_000));
    expect(
      await screen.findByRole('dialog', { name: 'Compra realizada com sucesso!' }),
    ).toBeVisible();
    expect(reads()).toBe(6);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reads()).toBe(6);
  });

  it('"Simular pagamento" pays at once and opens the success dialog, once', async () => {
    const { user } = await showPixCode();
    const userId = currentState().users[0].id;
    const purchases = () => currentState().userPayments.filter((p) => p.userId === userId).length;
    const purchasesBefore = purchases();
    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compra realizada com sucesso!' });
    // The buyer came logged in: on to their cards, not to the login.
    expect(within(dialog).getByRole('link', { name: 'Ver meus cartões' })).toHaveFocus();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(purchases()).toBe(purchasesBefore + 1);
  });

  it('on a server without "Simular pagamento", says so once in its place and keeps watching', async () => {
    const { user } = await showPixCode();
    server.use(...specOnlyHandlers(handlers));
    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    const notice = await screen.findByText(/Este servidor não simula pagamentos/);
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Já paguei, verificar' })).toBeVisible();
    expect(success()).toBeNull();
  });

  it('"Já paguei, verificar" checks at once and says when nothing has arrived yet', async () => {
    const sent = recordRequests();
    const { user } = await showPixCode();
    await user.click(screen.getByRole('button', { name: 'Já paguei, verificar' }));
    expect(
      await screen.findByText(
        'Ainda não recebemos a confirmação do pagamento. Continuamos verificando.',
      ),
    ).toBeVisible();
    expect(callsTo(sent, '/user/info')).toHaveLength(2);
    expect(success()).toBeNull();
  });

  it('says it could not check yet only after checks keep failing, and keeps the code on screen', async () => {
    await showPixCode();
    server.use(http.get(apiPath('/user/info'), () => noMessage(503)));
    // Each failed check is tried three times by the client (about 2 s).
    await act(() => vi.advanceTimersByTimeAsync(2_000 + 2_000 + 3_000 + 2_000));
    expect(screen.queryByText(/Ainda não conseguimos verificar/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000 + 2_000));
    expect(
      screen.getByText('Ainda não conseguimos verificar o pagamento. Continuamos tentando.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Código Pix copia e cola')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Já paguei, verificar' })).toBeVisible();
  });
});

describe('checkout: a new buyer from registration to the success modal', () => {
  it('registers, verifies the code, pays by card and gets the plan cards', async () => {
    const { user } = await renderApp(checkoutPath);
    await reachVerifyStep(user);
    await user.type(screen.getByLabelText('Código de verificação'), pendingCode());
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await screen.findByText('Etapa 3 de 3');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 400,00' }));
    await screen.findByText('Pagamento aprovado! Finalizando sua compra...');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('dialog', { name: 'Compra realizada com sucesso!' })).toBeVisible();
    const buyerId = currentState().users.find((u) => u.email === newBuyer.email)?.id;
    expect(currentState().cards.filter((c) => c.userId === buyerId)).toHaveLength(3);
  });
});
