// Reads multipart record bodies back into items: the inverse of the client's buildRecordBody.

/** One item as sent: its text fields and the file chosen for it, if any. */
export interface IncomingItem {
  fields: Record<string, string>;
  upload: File | null;
}

function isUpload(value: FormDataEntryValue | undefined): value is File {
  // An empty file input would send a nameless, empty part: that is no upload.
  return typeof value === 'object' && value !== null && (value.size > 0 || value.name !== '');
}

function toItem(entries: Iterable<[string, FormDataEntryValue]>, fileKey: string): IncomingItem {
  const item: IncomingItem = { fields: {}, upload: null };
  for (const [name, value] of entries) {
    if (name === fileKey) {
      if (isUpload(value)) item.upload = value;
    } else if (typeof value === 'string') {
      item.fields[name] = value;
    }
  }
  return item;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `allergy[0][name]`, `allergy[0][attachment_file]`, ... as items in index order. */
export function parseBracketList(form: FormData, bodyKey: string): IncomingItem[] {
  const pattern = new RegExp(`^${escapeRegExp(bodyKey)}\\[(\\d+)\\]\\[([A-Za-z0-9_]+)\\]$`);
  const byIndex = new Map<number, [string, FormDataEntryValue][]>();
  for (const [name, value] of form.entries()) {
    const match = pattern.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const entries = byIndex.get(index) ?? [];
    entries.push([match[2], value]);
    byIndex.set(index, entries);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, entries]) => toItem(entries, 'attachment_file'));
}

/** The top-level fields of a flat body, without `skip` (the card code). */
export function parseFlatItem(form: FormData, skip: readonly string[]): IncomingItem {
  const entries = [...form.entries()].filter(([name]) => !skip.includes(name));
  return toItem(entries, 'attachment');
}
