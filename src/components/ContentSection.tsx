import type { ComponentProps, ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

/**
 * A section of the public pages in the page's column: labelled by its heading block, then its
 * content. `className` gives its tint and height.
 */
export function ContentSection({
  id,
  className,
  heading,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  className: string;
  heading: Omit<ComponentProps<typeof SectionHeading>, 'id'>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`px-4 ${className}`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={id} {...heading} />
        {children}
      </div>
    </section>
  );
}
