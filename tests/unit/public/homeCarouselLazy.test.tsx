import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../support/renderApp';

const swiperChunk = vi.hoisted(() => ({ loaded: false }));

// Notes when the carousel's Swiper code is asked for.
vi.mock('@/features/home/ServicesSwiper', async (importOriginal) => {
  swiperChunk.loaded = true;
  return importOriginal();
});

/** An IntersectionObserver whose targets come near the screen when the test says so. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** What the browser reports once the targets are within the root margin of the screen. */
  near() {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('services carousel, far from the screen', () => {
  it('loads Swiper only once it comes within a screen of view', async () => {
    await renderApp('/');
    const services = await screen.findByRole('region', {
      name: 'Serviços que o nosso cartão oferece',
    });
    // The hero is there and the carousel's place is held, with its loading state said aloud.
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(within(services).getByRole('status')).toHaveTextContent('Carregando...');
    expect(within(services).getByRole('heading', { name: 'Contatos de emergência' })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(swiperChunk.loaded).toBe(false);
    expect(screen.queryByRole('region', { name: 'Informações do cartão' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ir para o item \d$/ })).toBeNull();
    // The arrows are there already, so that the keyboard reaches the carousel.
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();

    const observers = FakeIntersectionObserver.instances.filter((o) => o.targets.size > 0);
    expect(observers.map((o) => o.options.rootMargin)).toEqual(['100% 0px']);
    act(() => observers.forEach((o) => o.near()));

    const carousel = await screen.findByRole('region', { name: 'Informações do cartão' });
    expect(swiperChunk.loaded).toBe(true);
    expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    expect(within(services).queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Ir para o item \d$/ })).not.toHaveLength(0);
  });
});
