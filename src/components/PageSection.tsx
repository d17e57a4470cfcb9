import type { ComponentProps, ReactNode, Ref } from 'react';

/**
 * The frame of an inner page: its column, the h1 with what goes beside it, an intro, then the
 * content. Other attributes go to the section.
 */
export function PageSection({
  title,
  subtitle,
  intro,
  actions,
  headingRef,
  narrow = false,
  children,
  ...section
}: {
  title: ReactNode;
  /** A line under the title: the card code in the record editor. */
  subtitle?: ReactNode;
  intro?: ReactNode;
  /** Beside the heading where there is room, under it where there is not. */
  actions?: ReactNode;
  /** Given when the page moves the focus to its heading, which can then take it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A column for one form (the checkout) rather than the wide one. */
  narrow?: boolean;
  children?: ReactNode;
} & Omit<ComponentProps<'section'>, 'title' | 'className' | 'children'>) {
  return (
    <section
      {...section}
      className={`mx-auto w-full ${narrow ? 'max-w-3xl' : 'max-w-6xl'} px-4 py-10`}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-3xl font-bold tracking-tight text-slate-900 outline-none"
          >
            {title}
          </h1>
          {subtitle ? <p className="mt-2 font-medium text-slate-800">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {intro ? <p className="mt-2 max-w-2xl text-slate-700">{intro}</p> : null}
      {children}
    </section>
  );
}
