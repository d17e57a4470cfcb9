import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageLocale } from '@/i18n/usePageLocale';
import { href, paths } from '@/lib/paths';
import { legalSections, type LegalBlock, type LegalDocumentName } from './legalSections';
import { formatLegalVersion } from './legalVersion';

const linkClass = 'font-semibold text-brand-800 underline hover:text-brand-900';

/** The links a paragraph may hold, as `<contact>…</contact>` in its words. */
const textLinks = {
  contact: <Link to={href.contactForm} className={linkClass} />,
  terms: <Link to={paths.terms} className={linkClass} />,
  privacy: <Link to={paths.privacy} className={linkClass} />,
};

function Block({ block, textKey }: { block: LegalBlock; textKey: string }) {
  const { t } = useTranslation('legal');
  if (typeof block === 'string') {
    return (
      <p className="mt-3 leading-relaxed text-slate-700">
        <Trans t={t} i18nKey={textKey} components={textLinks} />
      </p>
    );
  }
  return (
    <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 leading-relaxed text-slate-700 marker:text-brand-600">
      {block.map((_, index) => (
        <li key={index}>
          <Trans t={t} i18nKey={`${textKey}.${index}`} components={textLinks} />
        </li>
      ))}
    </ul>
  );
}

/** A legal page: its title, version, contents and sections, all from the `legal` words. */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation('legal');
  const sections = legalSections(t, name);
  const locale = usePageLocale();

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 break-words hyphens-auto sm:py-14">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
        {t('common:app.name')}
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 min-[400px]:text-3xl sm:text-4xl">
        {t(`titles.${name}`)}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {t('version', { date: formatLegalVersion(locale) })}
      </p>
      <p className="mt-5 text-lg leading-relaxed text-slate-700">{t(`${name}.lead`)}</p>

      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="legal-contents" className="text-base font-semibold text-slate-900">
          {t('contents')}
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm marker:text-slate-500 sm:grid-cols-2">
          {sections.map(({ id }) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-800 underline hover:text-brand-900">
                {t(`${name}.sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map(({ id, body }) => (
        <section key={id} className="mt-10">
          <h2
            id={id}
            className="scroll-mt-6 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
          >
            {t(`${name}.sections.${id}.title`)}
          </h2>
          {body.map((block, index) => (
            <Block key={index} block={block} textKey={`${name}.sections.${id}.body.${index}`} />
          ))}
        </section>
      ))}

      <p className="mt-12 border-t border-slate-200 pt-6 text-slate-700">
        <Trans t={t} i18nKey={`seeAlso.${name}`} components={textLinks} />
      </p>
    </article>
  );
}
