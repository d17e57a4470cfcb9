import { screen, waitFor, within } from '@testing-library/react';
import type { Swiper } from 'swiper/types';
import { renderApp } from '../support/renderApp';

const SLIDE_TITLES = [
  'Contatos de emergência',
  'Tipo sanguíneo',
  'Alergias',
  'Condições médicas',
  'Medicamentos',
];
const PAGE_GUTTER = 32;

/**
 * jsdom lays nothing out: give Swiper a screen of `width` pixels, as the browser would (the
 * window's media queries and the carousel's own width).
 */
function emulateScreen(width: number) {
  const { matchMedia } = window;
  const innerWidth = window.innerWidth;
  window.innerWidth = width;
  window.matchMedia = (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    return { ...matchMedia(query), matches: minWidth ? width >= Number(minWidth[1]) : false };
  };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width - PAGE_GUTTER,
  });
  return () => {
    window.innerWidth = innerWidth;
    window.matchMedia = matchMedia;
    // Uncovers Element.prototype's own clientWidth again.
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  };
}

let restoreScreen: () => void = () => {};
afterEach(() => restoreScreen());

async function openCarousel(width: number) {
  restoreScreen = emulateScreen(width);
  const view = await renderApp('/');
  const carousel = await screen.findByRole('region', { name: 'Informações do cartão' });
  const dots = () => screen.getAllByRole('button', { name: /^Ir para o item \d$/ });
  const slides = () => within(carousel).getAllByRole('group');
  return { ...view, carousel, dots, slides };
}

const current = (dots: HTMLElement[]) => dots.findIndex((d) => d.ariaCurrent === 'true');

describe('services carousel', () => {
  it('has the five cards, in order, each labelled by its place', async () => {
    const { carousel, slides } = await openCarousel(390);
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(slides()).toHaveLength(5);
    slides().forEach((slide, index) => {
      expect(slide).toHaveAccessibleName(`${index + 1} de 5`);
      expect(
        within(slide).getByRole('heading', { name: SLIDE_TITLES[index] as string }),
      ).toBeInTheDocument();
    });
  });

  it('at 390 px shows one card per view, with a dot button per card that moves it', async () => {
    const { user, dots, slides } = await openCarousel(390);
    expect(dots()).toHaveLength(5);
    dots().forEach((dot) => expect(dot.tagName).toBe('BUTTON'));
    expect(slides()[0]?.style.width).toBe(`${390 - PAGE_GUTTER}px`);
    expect(current(dots())).toBe(0);

    await user.click(dots()[3] as HTMLElement);
    await waitFor(() => expect(current(dots())).toBe(3));
    expect(slides()[3]).toHaveClass('swiper-slide-active');
  });

  it('the arrows move it one card at a time and stop at the ends', async () => {
    const { user, dots } = await openCarousel(390);
    const previous = screen.getByRole('button', { name: 'Anterior' });
    const next = screen.getByRole('button', { name: 'Próximo' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await waitFor(() => expect(current(dots())).toBe(1));
    expect(previous).toBeEnabled();
    for (let i = 0; i < 3; i += 1) await user.click(next);
    await waitFor(() => expect(current(dots())).toBe(4));
    expect(next).toBeDisabled();
    await user.click(previous);
    await waitFor(() => expect(current(dots())).toBe(3));
  });

  it.each([
    [800, 2, 20, 4],
    [1280, 3, 30, 3],
  ])('at %i px shows %i cards %i px apart, with %i dots', async (width, perView, gap, dotCount) => {
    const { dots, slides } = await openCarousel(width);
    expect(dots()).toHaveLength(dotCount);
    const slideWidth = (width - PAGE_GUTTER - gap * (perView - 1)) / perView;
    expect(slides()[0]?.style.width).toBe(`${slideWidth}px`);
    expect(slides()[0]?.style.marginRight).toBe(`${gap}px`);
  });

  it('slides in 300 ms and follows a swipe from 5 px', async () => {
    const { carousel } = await openCarousel(390);
    const swiper = (carousel as HTMLElement & { swiper: Swiper }).swiper;
    expect(swiper.params.speed).toBe(300);
    expect(swiper.params.threshold).toBe(5);
    expect(swiper.params.autoplay).toBeFalsy();
  });

  it('is labelled in the visitor’s language', async () => {
    restoreScreen = emulateScreen(390);
    await renderApp('/', 'fr');
    const carousel = await screen.findByRole('region', { name: 'Informations de la carte' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(within(carousel).getAllByRole('group')[0]).toHaveAccessibleName('1 sur 5');
    expect(screen.getAllByRole('button', { name: /^Aller à l’élément \d$/ })).toHaveLength(5);
  });
});
