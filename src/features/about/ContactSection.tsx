import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/SectionHeading';
import { Icon } from '@/components/Icon';
import { ContactForm } from './ContactForm';

/** The anchor the home page links to for custom plans. */
const CONTACT_ANCHOR = 'contato';

const offers = ['volume', 'terms', 'support'] as const;

/** The custom-plan invitation for companies, public bodies, organisations and events, and the form. */
export function ContactSection() {
  const { t } = useTranslation('about');
  return (
    <div id={CONTACT_ANCHOR} className="scroll-mt-6 bg-slate-50 px-4 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="about-business">
          <SectionHeading
            id="about-business"
            eyebrow={t('contact.business.eyebrow')}
            title={t('contact.business.title')}
            lead={t('contact.business.text')}
          />
          <ul className="mt-6 flex flex-col gap-3 text-slate-800">
            {offers.map((key) => (
              <li key={key} className="flex gap-3">
                <Icon name="checkCircle" className="mt-0.5 h-5 w-5 text-brand-600" />
                {t(`contact.business.offers.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 font-medium text-slate-900">{t('contact.business.invite')}</p>
        </section>
        <section
          aria-labelledby="about-contact"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="about-contact" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('contact.title')}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{t('contact.lead')}</p>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
