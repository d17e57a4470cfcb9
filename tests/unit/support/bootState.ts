import { recordResourceNames } from '../../../src/record';
import { sendRead, toSectionRead } from '../../../src/boot/reads';
import type { RecordState } from '../../../src/recordView/recordState';

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
