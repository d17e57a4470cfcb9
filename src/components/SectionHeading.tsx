import type { ReactNode } from 'react';

const tones = {
  light: { eyebrow: 'text-brand-700', title: 'text-slate-900', lead: 'text-slate-700' },
  /** On the dark band: the title takes the band's white. */
  dark: { eyebrow: 'text-brand-200', title: '', lead: 'text-brand-50' },
} as const;

/** A heading's words under one key: `{key}.eyebrow`, `{key}.title` and `{key}.lead`. */
export function headingWords(t: (key: string) => string, key: string) {
  return { eyebrow: t(`${key}.eyebrow`), title: t(`${key}.title`), lead: t(`${key}.lead`) };
}

/** The heading block of a content section: a small overline, the h2 and an optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
  tone = 'light',
}: {
  /** Given to the h2, so the section can be labelled by it. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  centered?: boolean;
  tone?: keyof typeof tones;
}) {
  const colors = tones[tone];
  return (
    <div className={`max-w-2xl ${centered ? 'sm:mx-auto sm:text-center' : ''}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wider ${colors.eyebrow}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${colors.title}`}
      >
        {title}
      </h2>
      {lead ? <p className={`mt-4 text-lg leading-relaxed ${colors.lead}`}>{lead}</p> : null}
    </div>
  );
}
