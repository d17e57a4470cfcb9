import type { ReactNode } from 'react';

const tones = {
  light: {
    panel:
      'items-start gap-6 bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-12 md:flex-row md:items-center md:justify-between',
    title: 'text-slate-900',
    text: 'leading-relaxed text-slate-700',
  },
  brand: {
    panel:
      'gap-8 bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between',
    title: 'text-balance',
    text: 'text-brand-50',
  },
} as const;

/** A band that closes a page: a rounded panel with a heading, a sentence and its links. */
export function CallToActionBand({
  id,
  title,
  text,
  tone,
  className,
  children,
}: {
  /** Given to the h2, which names the section. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  tone: keyof typeof tones;
  /** The section's spacing on the page. */
  className: string;
  /** The links. */
  children: ReactNode;
}) {
  const look = tones[tone];
  return (
    <section aria-labelledby={id} className={`bg-white px-4 ${className}`}>
      <div className={`mx-auto flex max-w-6xl flex-col rounded-3xl ${look.panel}`}>
        <div className="max-w-2xl">
          <h2 id={id} className={`text-3xl font-bold tracking-tight ${look.title}`}>
            {title}
          </h2>
          <p className={`mt-3 text-lg ${look.text}`}>{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
