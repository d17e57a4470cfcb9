import { useEffect, useState } from 'react';

/**
 * The last section whose top has passed the line, the first one before any has; at the very
 * bottom of the page the last one, even when it is too short to reach the line. Undefined when
 * no section has a box to measure (all hidden, or jsdom).
 */
function sectionAtLine(ids: readonly string[], line: number): string | undefined {
  let current: string | undefined;
  let measured = false;
  for (const id of ids) {
    const box = document.getElementById(id)?.getBoundingClientRect();
    if (!box || (box.width === 0 && box.height === 0)) continue;
    measured = true;
    if (box.top <= line) current = id;
  }
  if (!measured) return undefined;
  const page = document.documentElement;
  const atBottom =
    window.scrollY > 0 && window.innerHeight + window.scrollY >= page.scrollHeight - 2;
  return atBottom ? ids[ids.length - 1] : (current ?? ids[0]);
}

/**
 * The id of the section being read, kept up to date as the page scrolls or its layout changes,
 * and a way to mark one at once (the one just chosen). `line` is where a section's top counts as
 * reached, in px from the top of the viewport; by default the middle of the viewport.
 */
export function useActiveSection(
  ids: readonly string[],
  line?: number,
): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(undefined);
  const idsKey = ids.join(' ');

  useEffect(() => {
    const sectionIds = idsKey.split(' ');
    let frame = 0;
    function update() {
      frame = 0;
      const found = sectionAtLine(sectionIds, line ?? window.innerHeight / 2);
      if (found) setActive(found);
    }
    // At most one measure a frame, however many scroll events come.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    // Sections also move without a scroll, when their content loads or the window resizes.
    const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    layout?.observe(document.body);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      layout?.disconnect();
    };
  }, [idsKey, line]);

  return [active !== undefined && ids.includes(active) ? active : ids[0], setActive];
}
