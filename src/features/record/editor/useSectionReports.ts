import { useCallback, useState } from 'react';
import type { RecordFacts } from '../../../record';

export interface SectionReports {
  /** Sections whose form holds changes not yet saved. */
  dirty: ReadonlySet<string>;
  /** The facts each section's form holds right now, by section id. */
  liveFacts: Readonly<Record<string, Partial<RecordFacts>>>;
  reportDirty: (sectionId: string, dirty: boolean) => void;
  /** `null` when the section no longer has a form (unmounted, reloading). */
  reportFacts: (sectionId: string, facts: Partial<RecordFacts> | null) => void;
}

function sameFacts(a: Partial<RecordFacts> | undefined, b: Partial<RecordFacts> | null): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b);
}

/** What the section forms of the page tell it: whether they are dirty, and their live facts. */
export function useSectionReports(): SectionReports {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const [liveFacts, setLiveFacts] = useState<Record<string, Partial<RecordFacts>>>({});

  const reportDirty = useCallback((sectionId: string, isDirty: boolean) => {
    setDirty((previous) => {
      if (previous.has(sectionId) === isDirty) return previous;
      const next = new Set(previous);
      if (isDirty) next.add(sectionId);
      else next.delete(sectionId);
      return next;
    });
  }, []);

  const reportFacts = useCallback((sectionId: string, facts: Partial<RecordFacts> | null) => {
    setLiveFacts((previous) => {
      if (sameFacts(previous[sectionId], facts)) return previous;
      const others = Object.entries(previous).filter(([id]) => id !== sectionId);
      return Object.fromEntries(facts ? [...others, [sectionId, facts]] : others);
    });
  }, []);

  return { dirty, liveFacts, reportDirty, reportFacts };
}
