/** The id of a section's heading; the section itself carries the section's id as its anchor. */
export function sectionHeadingId(sectionId: string): string {
  return `${sectionId}-titulo`;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls a section into view and moves focus to its heading, so keyboard users follow. */
export function goToSection(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  // jsdom has no scrollIntoView.
  section.scrollIntoView?.({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  document.getElementById(sectionHeadingId(sectionId))?.focus({ preventScroll: true });
}
