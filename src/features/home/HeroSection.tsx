import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { CardPreview } from './CardPreview';
import { RecordSearchForm } from './RecordSearchForm';

// The entrance: about 0.8 s each, starting at 0.3, 0.5 and 1 s; none when the system asks for
// reduced motion.
const enter = 'animate-rise motion-reduce:animate-none';

export function HeroSection() {
  const { t } = useTranslation('public');
  const [cardCode, setCardCode] = useState('');

  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden bg-header px-4 pt-28 pb-16 text-white sm:pt-32 lg:pb-24"
    >
      <div
        aria-hidden="true"
        className="animate-fade absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_10%,rgb(31_157_107/0.35),transparent_60%),radial-gradient(40rem_24rem_at_0%_100%,rgb(15_102_70/0.6),transparent_70%)] motion-reduce:animate-none"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
        <div>
          <div className={`${enter} [animation-delay:300ms]`}>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
              <Icon name="qr" className="h-4 w-4" />
              {t('home.hero.eyebrow')}
            </p>
            <h1
              id="home-title"
              className="mt-5 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {t('common:home.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-50 sm:text-xl">
              {t('common:home.subtitle')}
            </p>
          </div>
          <div className={`${enter} mt-8 max-w-xl [animation-delay:500ms]`}>
            <RecordSearchForm cardCode={cardCode} onCardCodeChange={setCardCode} />
          </div>
        </div>
        <div className={`${enter} flex justify-center [animation-delay:1s] lg:justify-end`}>
          <div className="w-full max-w-[24rem] lg:rotate-2">
            <CardPreview cardCode={cardCode} />
          </div>
        </div>
      </div>
    </section>
  );
}
