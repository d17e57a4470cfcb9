import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import './ServicesCarousel.css';
import { Icon } from '../../components/Icon';
import { arrowButtonClass } from './carouselArrows';
import { ServiceCard } from './ServiceCard';
import { serviceItems } from './serviceItems';

/**
 * SPEC.md section 9: 1 card per view, 2 from 768 px, 3 from 1024 px; 300 ms, threshold 5.
 * ServicesCarouselPlaceholder lays out the same columns and gaps.
 */
const carouselSettings = {
  slidesPerView: 1,
  spaceBetween: 10,
  speed: 300,
  threshold: 5,
  breakpoints: {
    640: { slidesPerView: 1, spaceBetween: 10 },
    768: { slidesPerView: 2, spaceBetween: 20 },
    1024: { slidesPerView: 3, spaceBetween: 30 },
  },
} as const;

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * The carousel itself, with Swiper: its own chunk, loaded as it nears the screen. It never moves
 * by itself: the dots, the arrows beside them and the arrow keys move it.
 */
export function ServicesSwiper() {
  const { t, i18n } = useTranslation('public');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  const trackEdges = (s: SwiperInstance) => setEdges({ atStart: s.isBeginning, atEnd: s.isEnd });

  return (
    <div>
      <Swiper
        // Swiper reads its messages once: a new language builds a new carousel.
        key={i18n.language}
        modules={[A11y, Keyboard, Pagination]}
        {...carouselSettings}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ el: '.services-carousel-dots', clickable: true, bulletElement: 'button' }}
        a11y={{
          containerRole: 'region',
          containerMessage: t('home.services.carousel.label'),
          containerRoleDescriptionMessage: t('home.services.carousel.roleDescription'),
          itemRoleDescriptionMessage: t('home.services.carousel.slideRoleDescription'),
          // Swiper fills in its own {{index}} and {{slidesLength}}.
          slideLabelMessage: t('home.services.carousel.slideLabel', {
            index: '{{index}}',
            total: '{{slidesLength}}',
          }),
          paginationBulletMessage: t('home.services.carousel.goTo', { index: '{{index}}' }),
        }}
        onSwiper={(s) => {
          setSwiper(s);
          trackEdges(s);
        }}
        onSlideChange={trackEdges}
        onBreakpoint={trackEdges}
        onResize={trackEdges}
      >
        {serviceItems.map(({ key, icon }) => (
          <SwiperSlide key={key} className="h-auto!">
            <ServiceCard itemKey={key} icon={icon} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          className={arrowButtonClass}
          disabled={edges.atStart}
          onClick={() => swiper?.slidePrev()}
          aria-label={t('home.services.carousel.previous')}
        >
          <Icon name="chevronLeft" className="h-5 w-5" />
        </button>
        <div className="services-carousel-dots flex min-w-0 flex-wrap justify-center" />
        <button
          type="button"
          className={arrowButtonClass}
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
