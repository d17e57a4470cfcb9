// When the emergency summary shows its parts rather than its skeleton: one rule, and one gathering
// timer, for the boot page and the app.
import type { EmergencySummary, SummaryPartName } from './emergencySummary';

const partNames = (summary: EmergencySummary) => Object.keys(summary) as SummaryPartName[];

/** The parts that have had their first answer (a read being retried has). */
export function answeredParts(summary: EmergencySummary): SummaryPartName[] {
  return partNames(summary).filter((name) => summary[name].status !== 'loading');
}

/**
 * The parts that show their live read's answer: what the record holds, or that the patient keeps
 * it off the page (a read still being tried again has not answered, and a part shown from a
 * printed card is not the live read's).
 */
export function liveParts(summary: EmergencySummary): SummaryPartName[] {
  return partNames(summary).filter((name) => {
    const part = summary[name];
    return part.status === 'hidden' || (part.status === 'shown' && !part.fromCard);
  });
}

/** Whether each of these parts shows its live read's answer. */
function answeredLive(summary: EmergencySummary, parts: readonly string[]): boolean {
  const live = liveParts(summary);
  return partNames(summary).every((name) => !parts.includes(name) || live.includes(name));
}

/** Whether every part of the summary has had its first answer. */
export function summarySettled(summary: EmergencySummary): boolean {
  return answeredParts(summary).length === partNames(summary).length;
}

/** Whether some part has something of the record to show (a failure alone has not). */
export function summaryHasContent(summary: EmergencySummary): boolean {
  return partNames(summary).some((name) => ['shown', 'hidden'].includes(summary[name].status));
}

/**
 * How the summary gathers its parts before it first shows them, once a first part has something
 * to show: until no new answer has come for SUMMARY_QUIET_MS, and no longer than
 * SUMMARY_GATHER_MAX_MS. The reads leave together and answer in a burst: shown together they fill
 * the card once, where shown one by one they would push each other down under the reader's eyes.
 * A read that answers after the burst (or never) holds back nothing but its own part. A failure
 * starts no gathering: it may come at once, from a proxy, long before the data.
 */
export const SUMMARY_QUIET_MS = 100;
export const SUMMARY_GATHER_MAX_MS = 600;

export interface Gathering {
  /** An answer came: the quiet time starts again (and the longest wait, the first time). */
  heard: () => void;
  stop: () => void;
}

/** The boot page's and the app's timer for the gathering; `onGathered` is called once. */
export function gathering(onGathered: () => void): Gathering {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longest: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(quiet);
    clearTimeout(longest);
  };
  const finish = () => {
    if (done) return;
    stop();
    onGathered();
  };
  return {
    heard() {
      if (done) return;
      clearTimeout(quiet);
      quiet = setTimeout(finish, SUMMARY_QUIET_MS);
      longest ??= setTimeout(finish, SUMMARY_GATHER_MAX_MS);
    },
    stop,
  };
}

/**
 * Whether the summary shows its parts rather than its skeleton: once every part has answered, or
 * once the gathering (`gathered`, each page's own timer) has ended with a part to show.
 */
export function summaryRevealed(summary: EmergencySummary, gathered: boolean): boolean {
  return summarySettled(summary) || (gathered && summaryHasContent(summary));
}

/** What a page knows when it decides whether its summary shows its parts. */
export interface RevealFacts {
  /** Its gathering has ended. */
  gathered: boolean;
  /** It paints a printed card's copy, which has something to show at once. */
  fromCard?: boolean;
  /**
   * The page it takes the place of: the parts that page shows, those it shows from a card, and
   * those it shows from their live read.
   */
  replacing?: { shown: readonly string[]; fromCard: readonly string[]; live: readonly string[] };
}

/**
 * The reveal rule of the boot page and the app: the summary shows its parts once
 * `summaryRevealed` says so, at once with a printed card's copy, or, taking another page's place,
 * once it shows every part that page shows; and never while a part that page shows from a card,
 * or from its live read, lacks its live answer here, so that nothing shown goes back (a checked
 * part back to the card's words).
 */
export function revealsParts(summary: EmergencySummary, facts: RevealFacts): boolean {
  const { shown = [], fromCard = [], live = [] } = facts.replacing ?? {};
  const answered: readonly string[] = answeredParts(summary);
  const caughtUp = shown.length > 0 && shown.every((part) => answered.includes(part));
  const reveals = facts.fromCard === true || summaryRevealed(summary, facts.gathered) || caughtUp;
  return reveals && answeredLive(summary, [...fromCard, ...live]);
}
