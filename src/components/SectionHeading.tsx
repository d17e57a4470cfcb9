import type { ReactNode } from 'react';

/** The heading block of a content section: a small overline, the h2 and an optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
}: {
  /** Given to the h2, so the section can be labelled by it. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  centered?: boolean;
}) {
  return (
    <div className={`max-w-2xl ${centered ? 'sm:mx-auto sm:text-center' : ''}`}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-700">{lead}</p> : null}
    </div>
  );
}
