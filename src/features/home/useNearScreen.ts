import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `rootMargin` of the screen, and from then on. Where the
 * browser has no IntersectionObserver, true at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);

  return near;
}
