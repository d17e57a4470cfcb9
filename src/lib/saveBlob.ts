/** Long enough for the browser to have taken the file: revoking at once may cancel the save. */
const KEEP_OBJECT_URL_MS = 40_000;

/** Saves a blob made in the page as a file of this name, as a download link would. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}
