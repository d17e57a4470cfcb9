import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Icon } from '@/components/Icon';
import { PlaceholderDots, ServicesCarouselPlaceholder } from './ServicesCarouselPlaceholder';
import { useNearScreen } from './useNearScreen';

// Swiper is most of the home page's code: it loads once the carousel is within a screen's height
// of view, so that the hero paints without it. Should its chunk fail (the network dropped), the
// cards stay as they are, without moving, rather than the page turning into an error.
const ServicesSwiper = lazy(() =>
  import('./ServicesSwiper').then(
    ({ ServicesSwiper }) => ({ default: ServicesSwiper }),
    () => ({ default: () => <ServicesCarouselPlaceholder loading={false} /> }),
  ),
);

const ONE_SCREEN_AHEAD = '100% 0px';
const DOTS = 'services-carousel-dots';

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

const arrow =
  'grid h-11 w-11 shrink-0 place-items-center rounded-full border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white';

/**
 * The five things a card holds. It never moves by itself: the dots, the arrows beside them and
 * the arrow keys move it. The arrows are here from the start, so that the keyboard reaches the
 * carousel (and brings it near the screen) before Swiper has arrived.
 */
export function ServicesCarousel() {
  const { t } = useTranslation('public');
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, ONE_SCREEN_AHEAD);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  const placeholder = <ServicesCarouselPlaceholder />;

  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ServicesSwiper
            dotsSelector={`.${DOTS}`}
            onSwiper={setSwiper}
            onMove={(s) => setEdges({ atStart: s.isBeginning, atEnd: s.isEnd })}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          className={arrow}
          disabled={edges.atStart}
          onClick={() => swiper?.slidePrev()}
          aria-label={t('home.services.carousel.previous')}
        >
          <Icon name="chevronLeft" className="h-5 w-5" />
        </button>
        {/* Swiper owns this element's content and classes; React only shows it once it is there. */}
        <div className={`${DOTS} flex min-w-0 flex-wrap justify-center`} hidden={!swiper} />
        {swiper ? null : <PlaceholderDots />}
        <button
          type="button"
          className={arrow}
          disabled={edges.atEnd}
          onClick={() => swiper?.slideNext()}
          aria-label={t('home.services.carousel.next')}
        >
          <Icon name="chevronRight" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
