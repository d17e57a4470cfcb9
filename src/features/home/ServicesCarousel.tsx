import { lazy, Suspense, useRef } from 'react';
import { ServicesCarouselPlaceholder } from './ServicesCarouselPlaceholder';
import { useNearScreen } from './useNearScreen';

// Swiper is most of the home page's code: it loads once the carousel is within a screen's height
// of view, so that the hero paints without it. Should its chunk fail (the network dropped), the
// cards stay as they are, without the controls, rather than the page turning into an error.
const ServicesSwiper = lazy(() =>
  import('./ServicesSwiper').then(
    ({ ServicesSwiper }) => ({ default: ServicesSwiper }),
    () => ({ default: () => <ServicesCarouselPlaceholder loading={false} /> }),
  ),
);

const ONE_SCREEN_AHEAD = '100% 0px';

/** The carousel of the five things a card holds. */
export function ServicesCarousel() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, ONE_SCREEN_AHEAD);
  const placeholder = <ServicesCarouselPlaceholder />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ServicesSwiper />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
