import { useTranslation } from 'react-i18next';
import { ServiceCard } from './ServiceCard';
import { serviceItems } from './serviceItems';

// The cards a view shows stand side by side in ServicesSwiper's columns and gaps (1; 2 from
// md = 768 px; 3 from lg = 1024 px); the others lie invisible under the first, so that the row is
// as tall as the tallest of the five, as Swiper's is.
const cardPlace = [
  '',
  'max-md:invisible md:col-start-2',
  'max-lg:invisible lg:col-start-3',
  'invisible',
  'invisible',
];

/**
 * The carousel's cards before Swiper is there, in the same place, so that nothing moves when it
 * arrives.
 */
export function ServicesCarouselPlaceholder({ loading = true }: { loading?: boolean }) {
  const { t } = useTranslation('public');
  return (
    <div>
      {loading ? (
        <p role="status" className="sr-only">
          {t('common:common.loading')}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-x-[10px] overflow-hidden md:grid-cols-2 md:gap-x-5 lg:grid-cols-3 lg:gap-x-[30px]">
        {serviceItems.map(({ key, icon }, index) => (
          <div key={key} className={`col-start-1 row-start-1 ${cardPlace[index] ?? ''}`}>
            <ServiceCard itemKey={key} icon={icon} />
          </div>
        ))}
      </div>
    </div>
  );
}

// One dot per place the carousel can stop at: five, four from md, three from lg.
const current = 'w-7 bg-brand-700';
const other = 'w-3 bg-slate-500';
const dotLook = [current, other, other, `${other} lg:hidden`, `${other} md:hidden`];

/** A picture of the dots Swiper will draw (ServicesCarousel.css), first one current. */
export function PlaceholderDots() {
  return (
    <span aria-hidden="true" className="flex min-w-0 flex-1 flex-wrap items-center justify-center">
      {dotLook.map((look, index) => (
        <span key={index} className={`mx-2 h-3 rounded-full ${look}`} />
      ))}
    </span>
  );
}
