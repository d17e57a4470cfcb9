import { readRecord, type RecordReader, type WholeRecordReads } from '@/api/medicalRecord';
import { sections, showableItems, type RecordResource, type SectionDecl } from '@/record';
import { answered, type AnsweredRead } from '@/recordReading/recordState';

/** One section's answer, as the screens show it. */
export type SectionAnswer = Promise<AnsweredRead>;

/** The reads of a whole record, one per resource, all under way. */
export type RecordReads = Record<RecordResource, SectionAnswer>;

async function answerOf(section: SectionDecl, stored: Promise<object[]>): SectionAnswer {
  return answered(showableItems(section, await stored));
}

/** Reads one section of a card again; `onRetry` hears when the read fails and is sent again. */
export function readSection(
  section: SectionDecl,
  cardCode: string,
  reader: RecordReader,
  signal?: AbortSignal,
  onRetry?: () => void,
): SectionAnswer {
  return answerOf(section, readRecord(section.resource, cardCode, signal, onRetry, reader));
}

/** The whole record's reads (already under way) as each section will show them. */
export function sectionReads(whole: WholeRecordReads): RecordReads {
  const entries = sections.map((section) => {
    const read = answerOf(section, whole[section.resource]);
    read.catch(() => undefined);
    return [section.resource, read] as const;
  });
  return Object.fromEntries(entries) as RecordReads;
}
