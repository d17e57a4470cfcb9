import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Whether the box's content is taller than the box, kept up to date as either changes size. */
function useOverflows(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [box]);

  return overflows;
}

/**
 * A box that scrolls its content when it is too tall. Only then it is a named region in the Tab
 * order, so keyboard users can reach it and scroll it with the arrow keys.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  /** The region's name, read when it takes the focus. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  const focusable = overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};

  return (
    <div ref={box} className={`overflow-y-auto ${className}`} {...focusable}>
      {children}
    </div>
  );
}
