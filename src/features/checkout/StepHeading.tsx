import { useEffect, useRef } from 'react';

/**
 * A step's heading. It takes the focus when a later step replaces an earlier one, so keyboard
 * and screen-reader users land on the new step instead of at the top of the page.
 */
export function StepHeading({
  title,
  focusOnMount = true,
}: {
  title: string;
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
      {title}
    </h2>
  );
}
