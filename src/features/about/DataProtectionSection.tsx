import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/Icon';
import { IconCardList } from '@/components/IconCard';
import { headingWords, SectionHeading } from '@/components/SectionHeading';

const measures: { key: string; icon: IconName }[] = [
  { key: 'choice', icon: 'edit' },
  { key: 'owner', icon: 'lock' },
  { key: 'encrypted', icon: 'shield' },
  { key: 'noIndex', icon: 'eyeOff' },
];

/** How the data is protected, and the one thing the holder must know: the code opens the record. */
export function DataProtectionSection() {
  const { t } = useTranslation('about');
  return (
    <section
      aria-labelledby="about-protection"
      className="bg-header px-4 py-16 text-white sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <SectionHeading
            id="about-protection"
            tone="dark"
            {...headingWords(t, 'about.protection')}
          />
          <p className="mt-6 rounded-2xl bg-white/10 p-5 leading-relaxed text-white ring-1 ring-white/20">
            {t('about.protection.codeNotice')}
          </p>
        </div>
        <IconCardList
          items={measures}
          words="about.protection.items"
          t={t}
          look="onDark"
          className="grid gap-6 sm:grid-cols-2"
        />
      </div>
    </section>
  );
}
