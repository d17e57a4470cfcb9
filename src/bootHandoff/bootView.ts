// What the inline boot script (src/boot) hands to the app on the public record view: the reads it
// started, and the emergency summary it painted before the app's code had arrived.

/** One read as the boot script received it: the answer's status and text, or no answer at all. */
export interface BootAnswer {
  /** 0 when no answer came. */
  status: number;
  text: string;
  /** The answer's Retry-After header, for the client's retry. */
  retryAfter?: string;
}

export interface BootView {
  /**
   * The read at this address below the API base (`cardRecordReadPath`), if it is still waiting to
   * be taken over; each is given out once.
   */
  take: (readPath: string) => Promise<BootAnswer> | undefined;
  /**
   * Settles once the summary and the sections are on screen (or the boot script gave up waiting
   * for them).
   */
  ready: Promise<void>;
  /**
   * The summary's parts the boot page shows answered (none while it shows the skeleton, nor once
   * it is gone): the app's summary takes its place only once it shows at least these, so nothing
   * goes back.
   */
  answeredParts: () => readonly string[];
  /**
   * The parts the boot page shows from a printed card's copy (the QR code's fragment) rather than
   * from their live read: the app takes its place only once each of these has its live answer.
   */
  cardParts: () => readonly string[];
  /**
   * The parts the boot page shows from their live read: the app takes its place only once it
   * shows each of these from its live read too, never the card's words again.
   */
  liveParts: () => readonly string[];
  /** The boot page says that no network answered its reads ("Sem conexão"). */
  saysUnreachable: () => boolean;
}

declare global {
  interface Window {
    __bootView?: BootView;
  }
}

export const BOOT_VIEW_ID = 'boot-view';
/** On <html> while the boot script's page stands in for the app (the app is hidden). */
export const BOOT_ATTRIBUTE = 'data-boot';

export function bootView(): BootView | undefined {
  return typeof window === 'undefined' ? undefined : window.__bootView;
}

/** The sections of a page that a heading names: the same on the boot page and the app's. */
const LABELLED_SECTIONS = 'section[aria-labelledby]';

/** The first section that reaches below the screen's top, and how far from that top it starts. */
function sectionAtTop(page: ParentNode): { label: string; top: number } | null {
  for (const section of page.querySelectorAll(LABELLED_SECTIONS)) {
    const { top, bottom } = section.getBoundingClientRect();
    const label = section.getAttribute('aria-labelledby');
    if (bottom > 0 && label) return { label, top };
  }
  return null;
}

/**
 * The app shows its own page: the boot script's page goes, in the same frame. The reader's view
 * stays where it was: the section at the screen's top starts as far from it in the app's page
 * (the boot page lays out only the sections near the screen, so the app's may be taller or
 * shorter above it). What had the focus there (a section's heading the reader jumped to) hands it
 * to the app's element of the same id.
 */
export function endBootView(): void {
  if (typeof document === 'undefined') return;
  const page = document.getElementById(BOOT_VIEW_ID);
  const focused = page?.contains(document.activeElement) ? document.activeElement?.id : '';
  const atTop = page && window.scrollY > 0 ? sectionAtTop(page) : null;
  page?.remove();
  document.documentElement.removeAttribute(BOOT_ATTRIBUTE);
  if (atTop) {
    const section = document.querySelector(`section[aria-labelledby="${CSS.escape(atTop.label)}"]`);
    const moved = (section?.getBoundingClientRect().top ?? atTop.top) - atTop.top;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
  }
  if (focused) document.getElementById(focused)?.focus();
}
