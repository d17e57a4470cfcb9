import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import './ServicesCarousel.css';
import { ServiceCard } from './ServiceCard';
import { serviceItems } from './serviceItems';

/**
 * The product spec, section 9: 1 card per view, 2 from 768 px, 3 from 1024 px; 300 ms, threshold 5.
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

/** The carousel's cards with Swiper, which draws its dots into `dotsSelector`. */
export function ServicesSwiper({
  dotsSelector,
  onSwiper,
  onMove,
}: {
  dotsSelector: string;
  onSwiper: (swiper: SwiperInstance) => void;
  /** After every move, resize or breakpoint, to tell whether it is at either end. */
  onMove: (swiper: SwiperInstance) => void;
}) {
  const { t, i18n } = useTranslation('public');
  return (
    <Swiper
      // Swiper reads its messages once: a new language builds a new carousel.
      key={i18n.language}
      modules={[A11y, Keyboard, Pagination]}
      {...carouselSettings}
      keyboard={{ enabled: true, onlyInViewport: true }}
      pagination={{ el: dotsSelector, clickable: true, bulletElement: 'button' }}
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
      onSwiper={(swiper) => {
        onSwiper(swiper);
        onMove(swiper);
      }}
      onSlideChange={onMove}
      onBreakpoint={onMove}
      onResize={onMove}
    >
      {serviceItems.map(({ key, icon }) => (
        <SwiperSlide key={key} className="h-auto!">
          <ServiceCard itemKey={key} icon={icon} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
