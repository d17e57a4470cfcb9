import { useCallback, useRef, useState } from 'react';
import type { RecordFacts } from '@/record';

export interface SectionReports {
  /** Sections whose form holds changes not yet saved, as last rendered. */
  dirty: ReadonlySet<string>;
  /**
   * Whether a form holds changes not yet saved at this very moment: a form that has just saved
   * tells so before its toast, and a navigation right after that must not wait for a render.
   */
  hasUnsavedChanges: () => boolean;
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
  const dirtyNow = useRef(new Set<string>());
  const [liveFacts, setLiveFacts] = useState<Record<string, Partial<RecordFacts>>>({});

  const reportDirty = useCallback((sectionId: string, isDirty: boolean) => {
    if (isDirty) dirtyNow.current.add(sectionId);
    else dirtyNow.current.delete(sectionId);
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

  const hasUnsavedChanges = useCallback(() => dirtyNow.current.size > 0, []);

  return { dirty, hasUnsavedChanges, liveFacts, reportDirty, reportFacts };
}
