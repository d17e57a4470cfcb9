import { useEffect, useState } from 'react';

/** Only the line across the middle of the viewport counts (SPEC.md section 9). */
const MIDDLE_OF_VIEWPORT = '-50% 0px -50% 0px';

/**
 * The section crossing the middle of the viewport, the first one until the page scrolls.
 * Without IntersectionObserver (jsdom, old browsers) it stays on the last section chosen.
 */
export function useActiveSection(
  sectionIds: readonly string[],
): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(undefined);
  const idsKey = sectionIds.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.find((entry) => entry.isIntersecting);
        if (crossing) setActive(crossing.target.id);
      },
      { rootMargin: MIDDLE_OF_VIEWPORT },
    );
    for (const id of idsKey.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [idsKey]);

  return [active ?? sectionIds[0], setActive];
}
