// Every route path of the product spec, section 2, and the builders of links to them.
import { canonicalCardCode } from './cardCode.ts';
import { RECORD_VIEW_PATH } from './recordViewAddress.ts';

export const paths = {
  home: '/',
  login: '/login/',
  plans: '/planos',
  checkout: '/configure-seu-pagamento',
  about: '/sobre-nos',
  terms: '/termos-de-uso',
  privacy: '/privacidade',
  myCards: '/meus-cartoes',
  recordEditor: '/meu-prontuario/:cardCode',
  profile: '/meu-perfil',
  recordView: RECORD_VIEW_PATH,
  forgotPassword: '/esqueceu-a-senha/',
  resetPassword: '/redefinir-senha',
  /** The required step of an account whose password is still its CPF. */
  choosePassword: '/escolha-sua-senha',
  myArea: '/minha-area',
  notFound: '/pagina-nao-encontrada',
} as const;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const barePaths = new Set(
  [paths.login, paths.forgotPassword, paths.resetPassword, paths.notFound, '/cadastrar-aluno'].map(
    withoutTrailingSlash,
  ),
);

/** Routes that show neither header nor footer (the product spec, section 2). */
export function isBarePath(pathname: string): boolean {
  return barePaths.has(withoutTrailingSlash(pathname));
}

export interface CheckoutParams {
  id: number;
  price: number;
  planName: string;
  cardLimit: number;
}

/** The cards page's query that opens a card's QR dialog with the address only chosen. */
export const ADDRESS_ONLY_QR = 'qr-so-endereco';

export const href = {
  /** The contact form, on the about page. */
  contactForm: `${paths.about}#contato`,
  recordEditor: (cardCode: string) =>
    `/meu-prontuario/${encodeURIComponent(canonicalCardCode(cardCode))}`,
  /** The cards page, opening this card's QR dialog with the address only chosen. */
  addressOnlyQr: (cardCode: string) =>
    `${paths.myCards}?${ADDRESS_ONLY_QR}=${encodeURIComponent(canonicalCardCode(cardCode))}`,
  recordView: (cardCode: string) =>
    `/prontuario-do-usuario/${encodeURIComponent(canonicalCardCode(cardCode))}`,
  checkout: ({ id, price, planName, cardLimit }: CheckoutParams) =>
    `${paths.checkout}?${new URLSearchParams({
      id: String(id),
      price: String(price),
      planName,
      cardLimit: String(cardLimit),
    }).toString()}`,
};
