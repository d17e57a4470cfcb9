import { useEffect, useState } from 'react';

/** SPEC.md section 9: on the profile, a section is active once its top passes 400 px. */
export const ACTIVE_LINE_PX = 400;

/**
 * The id of the section being read: the last one whose top has passed the line. At the very
 * bottom of the page the last section wins, even when it is too short to reach the line.
 */
export function useActiveSection(ids: readonly string[], line = ACTIVE_LINE_PX): string {
  const [active, setActive] = useState(ids[0] ?? '');

  useEffect(() => {
    function update() {
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      let current = ids[0] ?? '';
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) current = id;
      }
      if (atBottom && window.scrollY > 0) current = ids[ids.length - 1] ?? current;
      setActive(current);
    }
    window.addEventListener('scroll', update, { passive: true });
    // Sections also move without a scroll, when their content loads or the window resizes.
    const layout = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    layout?.observe(document.body);
    const frame = requestAnimationFrame(update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      layout?.disconnect();
    };
  }, [ids, line]);

  return active;
}
