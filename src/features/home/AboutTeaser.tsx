import { useTranslation } from 'react-i18next';
import { ArrowLink } from '@/components/ArrowLink';
import { Icon } from '@/components/Icon';
import { SectionHeading } from '@/components/SectionHeading';
import { paths } from '@/lib/paths';
import { QrScanIllustration } from '@/components/QrScanIllustration';

const highlights = ['bloodType', 'allergies', 'medications', 'contacts'] as const;

/**
 * "Conhecer mais <destination>sobre o Prontuário Digital</destination>" as the words shown and the
 * words only a screen reader hears. Split here rather than by react-i18next's Trans, whose 4.7 KB
 * (gzip) would join the home page's first load for this one link.
 */
function shownAndHeard(text: string): [shown: string, heard: string] {
  const [, before = text, inside = '', after = ''] =
    /^(.*?)<destination>(.*?)<\/destination>(.*)$/s.exec(text) ?? [];
  return [`${before}${after}`.trim(), inside];
}

export function AboutTeaser() {
  const { t } = useTranslation('public');
  const [more, destination] = shownAndHeard(t('home.about.more'));
  return (
    <section aria-labelledby="home-about" className="bg-white px-4 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <QrScanIllustration className="mx-auto h-auto w-full max-w-md lg:order-2" />
        <div>
          <SectionHeading
            id="home-about"
            eyebrow={t('home.about.eyebrow')}
            title={t('home.about.title')}
            lead={t('home.about.text')}
          />
          <ul className="mt-6 grid gap-3 text-slate-800 sm:grid-cols-2">
            {highlights.map((key) => (
              <li key={key} className="flex items-center gap-3">
                <Icon name="checkCircle" className="h-5 w-5 text-brand-600" />
                {t(`home.about.highlights.${key}`)}
              </li>
            ))}
          </ul>
          <ArrowLink to={paths.about} className="mt-8">
            {/* Short words on screen; a screen reader's list of links also hears where they lead. */}
            {more}
            {destination && (
              <>
                {' '}
                <span className="sr-only">{destination}</span>
              </>
            )}
          </ArrowLink>
        </div>
      </div>
    </section>
  );
}
