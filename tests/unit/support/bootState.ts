import { recordResourceNames } from '@/record';
import { sendRead, toSectionRead } from '@/boot/reads';
import type { RecordState } from '@/recordReading/recordState';

/** A card's record as the boot script reads it: its own fetches, through the demo backend. */
export async function bootState(card: string): Promise<RecordState> {
  const reads = await Promise.all(
    recordResourceNames.map(async (resource) => [
      resource,
      toSectionRead(resource, await sendRead(`${location.origin}/api`, resource, card)),
    ]),
  );
  return Object.fromEntries(reads) as RecordState;
}
