// The screen that makes each REST call, and the user's steps up to it: the screen level of the
// fault matrix (screenMatrix.ts) is generated from this map and `apiCalls`, and a test there
// fails when a call of `apiCalls` has no entry here.
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AFTER_REGISTER_MS } from '@/features/checkout/timings';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '@/mocks/seed';
import { writeUser } from '@/session/cookies';
import {
  checkoutPath,
  continueLoggedIn,
  fillCard,
  fillRegistration,
  logInAsDemo,
  pendingCode,
} from './checkout';
import { loginAs } from './demoBackend';
import { SAVE, section, sectionsRead, typeIn } from './editor';
import { pageLoad, viewPath } from './recordView';
import type { FaultId } from './faults';
import { readTyped, type Typed } from './screenChecks';

export interface ScreenScenario {
  /** The screen, as the test names it. */
  screen: string;
  route: string;
  /** Done before the app opens, with the demo backend answering: a login, cookies, storage. */
  prepare?: () => Promise<void>;
  /** The user's steps before the one that sends the call; answers what was typed. */
  fill?: (user: UserEvent) => Promise<Typed>;
  /** The step that sends the call; without one, the screen sends it as it opens. */
  send?: (user: UserEvent) => Promise<void>;
  /** The texts (common keys) this screen gives instead of the call's own (the product spec, section 8). */
  ownTexts?: Partial<Record<FaultId, string>>;
}

/** A call no screen makes, and why. */
export interface NoScreen {
  noScreen: string;
}

/** A call whose failure its screens do not show, by design: why, and where that is tested. */
export interface Unshown {
  unshown: string;
}

const click = (name: string | RegExp) => (user: UserEvent) =>
  user.click(screen.getByRole('button', { name }));

async function typeInto(user: UserEvent, label: string, text: string): Promise<void> {
  await user.type(await screen.findByLabelText(label), text);
}

// --- Login and password recovery -------------------------------------------------------------

const loginPage: ScreenScenario = {
  screen: 'login',
  route: '/login/',
  fill: async (user) => {
    await typeInto(user, 'E-mail', DEMO_EMAIL);
    await typeInto(user, 'Senha', DEMO_PASSWORD);
    return readTyped(['E-mail', 'Senha']);
  },
  send: click('Entrar'),
};

const forgotPasswordPage: ScreenScenario = {
  screen: 'forgot password',
  route: '/esqueceu-a-senha/',
  fill: async (user) => {
    await typeInto(user, 'E-mail', DEMO_EMAIL);
    return readTyped(['E-mail']);
  },
  send: click('Enviar link'),
};

/** The reset-password page as the e-mailed link opens it. */
export const resetPasswordRoute = `/redefinir-senha?token=t0k3n&email=${encodeURIComponent(DEMO_EMAIL)}`;

const resetPasswordPage: ScreenScenario = {
  screen: 'reset password',
  route: resetPasswordRoute,
  fill: async (user) => {
    await typeInto(user, 'Nova senha', 'nova-senha-1');
    await typeInto(user, 'Confirmar nova senha', 'nova-senha-1');
    return readTyped(['Nova senha', 'Confirmar nova senha']);
  },
  send: click('Redefinir senha'),
};

// --- Checkout -----------------------------------------------------------------------------------

const registrationLabels = ['Nome completo', 'E-mail', 'CPF'];

const checkoutRegistration: ScreenScenario = {
  screen: 'checkout step 1',
  route: checkoutPath,
  fill: async (user) => {
    await fillRegistration(user);
    return readTyped(registrationLabels);
  },
  send: click('Continuar'),
};

/** Registers through step 1 and lets its 2 s pass on fake timers, to step 2. */
async function reachVerification(user: UserEvent): Promise<void> {
  await fillRegistration(user);
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByText(/Enviamos um código de verificação/);
  await act(() => vi.advanceTimersByTimeAsync(AFTER_REGISTER_MS));
  vi.useRealTimers();
  await screen.findByText('Etapa 2 de 3');
}

const checkoutVerification: ScreenScenario = {
  screen: 'checkout step 2',
  route: checkoutPath,
  fill: async (user) => {
    await reachVerification(user);
    await typeInto(user, 'Código de verificação', pendingCode());
    return readTyped(['Código de verificação']);
  },
  send: click('Verificar código'),
};

/** Step 2 with the code accepted by the demo backend: the calls after it (login, customer). */
const checkoutAfterVerification: ScreenScenario = {
  ...checkoutVerification,
  screen: 'checkout step 2, code accepted',
};

const checkoutLoginAfterVerification: ScreenScenario = {
  ...checkoutAfterVerification,
  // buyer.ts: a login answer of another shape is "Resposta inválida do servidor." there.
  ownTexts: { badShape: 'errors.invalidResponse' },
};

const checkoutLoggedInStart: ScreenScenario = {
  screen: 'checkout step 1, logged in',
  route: checkoutPath,
  prepare: logInAsDemo,
  fill: async () => {
    await screen.findByRole('button', { name: 'Continuar com minha conta' });
    return {};
  },
  send: click('Continuar com minha conta'),
};

const cardLabels = [
  'Número do cartão',
  'Nome impresso no cartão',
  'Validade (MM/AA)',
  'Código de segurança (CVC)',
];

const checkoutCardPayment: ScreenScenario = {
  screen: 'checkout step 3, card',
  route: checkoutPath,
  prepare: logInAsDemo,
  fill: async (user) => {
    await continueLoggedIn(user);
    await fillCard(user);
    return readTyped(cardLabels);
  },
  send: click(/^Pagar /),
};

const checkoutPix: ScreenScenario = {
  screen: 'checkout step 3, Pix',
  route: checkoutPath,
  prepare: logInAsDemo,
  fill: async (user) => {
    await continueLoggedIn(user);
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    return {};
  },
  send: click('Gerar código Pix'),
};

const checkoutPixSimulation: ScreenScenario = {
  screen: 'checkout step 3, Pix code shown (demo)',
  route: checkoutPath,
  prepare: logInAsDemo,
  fill: async (user) => {
    await continueLoggedIn(user);
    await user.click(screen.getByRole('radio', { name: 'Pix' }));
    await user.click(screen.getByRole('button', { name: 'Gerar código Pix' }));
    await screen.findByLabelText('Código Pix copia e cola');
    return {};
  },
  send: click('Simular pagamento'),
};

const checkoutPixCancel: ScreenScenario = {
  ...checkoutPixSimulation,
  screen: 'checkout step 3, Pix code shown, cancelled to pay by card',
  send: click('Cancelar o Pix e pagar com cartão'),
};

// --- Profile, cards, contact ------------------------------------------------------------------

const profilePath = '/meu-perfil';

async function confirmProfile(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
  await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
}

const profileDetails: ScreenScenario = {
  screen: 'profile',
  route: profilePath,
  prepare: logInAsDemo,
  fill: async (user) => {
    const name = await screen.findByDisplayValue(DEMO_NAME);
    await user.clear(name);
    await user.type(name, 'Maria H. Souza');
    return readTyped(['Nome completo']);
  },
  send: confirmProfile,
};

const passwordLabels = ['Senha atual', 'Nova senha', 'Confirmar nova senha'];

const profilePassword: ScreenScenario = {
  screen: 'profile',
  route: profilePath,
  prepare: logInAsDemo,
  fill: async (user) => {
    await screen.findByDisplayValue(DEMO_NAME);
    await typeInto(user, 'Senha atual', DEMO_PASSWORD);
    await typeInto(user, 'Nova senha', 'nova-senha-1');
    await typeInto(user, 'Confirmar nova senha', 'nova-senha-1');
    return readTyped(passwordLabels);
  },
  send: confirmProfile,
};

const profileOpening: ScreenScenario = {
  screen: 'profile',
  route: profilePath,
  prepare: logInAsDemo,
};

const myCards: ScreenScenario = {
  screen: 'my cards',
  route: '/meus-cartoes',
  prepare: logInAsDemo,
};

const consentDialog: ScreenScenario = {
  screen: 'my cards, consent',
  route: '/meus-cartoes',
  prepare: async () => {
    const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    writeUser({ id: user.id, accept_terms: 0 });
  },
  fill: async () => {
    await screen.findByRole('button', { name: 'Aceitar Termos' });
    return {};
  },
  send: click('Aceitar Termos'),
};

const contactLabels = ['Nome', 'E-mail', 'Mensagem'];

const contactForm: ScreenScenario = {
  screen: 'about us, contact form',
  route: '/sobre-nos',
  fill: async (user) => {
    const form = await screen.findByRole('region', { name: 'Fale conosco' });
    const values = ['Maria Souza', 'maria@empresa.com.br', 'Queremos um plano para a empresa.'];
    for (const [index, label] of contactLabels.entries()) {
      await user.type(within(form).getByLabelText(label), values[index] ?? '');
    }
    return readTyped(contactLabels);
  },
  send: click('Enviar mensagem'),
};

// --- The medical record -------------------------------------------------------------------------

const recordView: ScreenScenario = {
  screen: 'record view',
  route: viewPath(DEMO_CARDS.full),
};

/** The editor once its heading is up and every section has ended loading. */
async function editorSettled(): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Meu Prontuário' }, pageLoad);
  await sectionsRead();
}

const allergyLabel = 'Alergia a (Alergia 1)';

const editorOpening: ScreenScenario = {
  screen: 'record editor',
  route: `/meu-prontuario/${DEMO_CARDS.full}`,
  prepare: logInAsDemo,
};

const editorSave: ScreenScenario = {
  screen: 'record editor',
  route: `/meu-prontuario/${DEMO_CARDS.empty}`,
  prepare: logInAsDemo,
  fill: async (user) => {
    await editorSettled();
    await typeIn(user, section('Alergias'), allergyLabel, 'Dipirona');
    return readTyped([allergyLabel]);
  },
  send: (user) => user.click(within(section('Alergias')).getByRole('button', { name: SAVE })),
};

const editorVisibilitySave: ScreenScenario = {
  screen: 'record editor',
  route: `/meu-prontuario/${DEMO_CARDS.empty}`,
  prepare: logInAsDemo,
  fill: async (user) => {
    await editorSettled();
    const shown = await screen.findByRole('group', { name: 'Seções mostradas na página pública' });
    await user.click(within(shown).getByRole('checkbox', { name: 'Alergias' }));
    // A choice, not typed text: that it is kept after a failed save is the editor's own test.
    return readTyped([]);
  },
  send: click('Salvar visibilidade'),
};

// --- Every call --------------------------------------------------------------------------------

/** Each call of `apiCalls`, by name: the screens that make it (the main one first). */
export const screenScenarios: Record<string, ScreenScenario[] | NoScreen | Unshown> = {
  'auth.login': [loginPage, checkoutLoginAfterVerification],
  'auth.register': [checkoutRegistration],
  'auth.verifyCode': [checkoutVerification],
  'auth.forgotPassword': [forgotPasswordPage],
  'auth.resetPassword': [resetPasswordPage],
  'auth.updateProfile': [profileDetails],
  'auth.logout': {
    unshown:
      'the session is forgotten on the device whatever the answer (tests/unit/session/logout.test.tsx)',
  },
  'user.getUserInfo': [profileOpening],
  'user.acceptTerms': [consentDialog],
  'user.changePassword': [profilePassword],
  'user.sendContactMessage': [contactForm],
  'cards.getCards': [myCards],
  'cards.getCardRecordStatus': {
    noScreen:
      'no screen calls it: the product spec, section 7 keeps only its status, unused on the cards',
  },
  'cards.signCardCopy': {
    unshown:
      'without a signature the QR code carries the copy unsigned (tests/unit/account/cards.test.tsx)',
  },
  'payment.createCustomer': [checkoutLoggedInStart, checkoutAfterVerification],
  'payment.createPayment': [checkoutCardPayment, checkoutPix],
  'payment.payWithCreditCard': [checkoutCardPayment],
  'payment.getPixBillingInfo': [checkoutPix],
  'payment.simulatePixPayment': [checkoutPixSimulation],
  'payment.cancelPayment': [checkoutPixCancel],
  'medicalRecord.readRecord': [recordView, editorOpening],
  'medicalRecord.saveRecord': [editorSave],
  'visibility.saveVisibility': [editorVisibilitySave],
};
