import { saveBlob } from '@/lib/saveBlob';

/** The file name a Content-Disposition gives (`filename*=UTF-8''…` or `filename="…"`), if any. */
export function dispositionFileName(header: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? null;
}

/**
 * Saves a stored file of the demo. Its service worker answers fetches only: MSW lets every
 * navigation pass by, so a link opened in a tab would reach the static server and show the app
 * instead of the file. The file is fetched through the worker instead and saved under the name
 * its answer's Content-Disposition gives, as a browser does with the real storage's download.
 * Answers false when the file could not be fetched.
 */
export async function saveDemoFile(href: string): Promise<boolean> {
  try {
    const response = await fetch(href);
    if (!response.ok) return false;
    const name =
      dispositionFileName(response.headers.get('Content-Disposition')) ??
      decodeURIComponent(new URL(href).pathname.split('/').pop() ?? '');
    saveBlob(await response.blob(), name);
    return true;
  } catch {
    return false;
  }
}
