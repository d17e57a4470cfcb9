// What the build writes into the documents' head for the boot script (build/bootScript.ts), as
// <meta name content>, in a build against an API.

/** The API's base, which the record's reads go to. */
export const API_BASE_META = 'api-base';
/** The public base of uploaded files, which an attachment is linked under. */
export const STORAGE_BASE_META = 'storage-base';

/** A value the build wrote into the document; undefined where it wrote none. */
export function documentMeta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}
