import { useTranslation } from 'react-i18next';
import { ContentSection } from '@/components/ContentSection';
import { headingWords } from '@/components/SectionHeading';

const steps = ['plan', 'fill', 'share', 'access'] as const;

/** How the card and its QR code work, step by step. */
export function HowItWorksSection() {
  const { t } = useTranslation('about');
  return (
    <ContentSection
      id="about-how"
      className="bg-white py-16 sm:py-20"
      heading={headingWords(t, 'about.how')}
    >
      <ol className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((key, index) => (
          <li key={key} className="border-t-4 border-brand-500 pt-5">
            <p className="text-sm font-semibold text-brand-700">
              {t('about.how.stepLabel', { number: index + 1 })}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">
              {t(`about.how.steps.${key}.title`)}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700">
              {t(`about.how.steps.${key}.text`)}
            </p>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
