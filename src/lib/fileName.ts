const SHORTEN_ABOVE = 15;
const SHOWN_LENGTH = 40;

/**
 * The attached file's name as the SPEC shows it: longer than 15 characters, the first 40 and '...'
 * (so names of 16 to 40 characters are shown whole, followed by '...').
 */
export function shortFileName(name: string): string {
  if (name.length <= SHORTEN_ABOVE) return name;
  let end = SHOWN_LENGTH;
  // Never split an emoji or other character outside the BMP into half a surrogate pair.
  if (/[\ud800-\udbff]/.test(name.charAt(end - 1))) end -= 1;
  return `${name.slice(0, end)}...`;
}

function currentOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * The URL of an attachment under the storage base, or null when there is no path or the result
 * would not be an http(s) URL under that base. The path is always taken as relative: a scheme,
 * '//host' or '..' in it cannot lead elsewhere. Existing %-escapes are kept as they are.
 */
export function safeStorageUrl(base: string, path: string | null | undefined): string | null {
  const relativePath = path?.trim().replace(/^[/\\]+/, '');
  if (!relativePath) return null;
  try {
    const baseUrl = new URL(base, currentOrigin());
    baseUrl.search = '';
    baseUrl.hash = '';
    if (!baseUrl.pathname.endsWith('/')) baseUrl.pathname += '/';

    // './' keeps a leading 'name:' from reading as a scheme; '?' and '#' belong to the file name.
    const escaped = relativePath.replace(/\?/g, '%3F').replace(/#/g, '%23');
    const url = new URL(`./${escaped}`, baseUrl);

    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    if (!isHttp || url.origin !== baseUrl.origin || !url.pathname.startsWith(baseUrl.pathname)) {
      return null;
    }
    // Dot segments can leave slashes at the front again ('.//a'): the path stays relative.
    const underBase = url.pathname.slice(baseUrl.pathname.length).replace(/^\/+/, '');
    // A file, not the folder itself behind dot segments and slashes.
    if (underBase.replace(/\//g, '') === '') return null;
    url.pathname = baseUrl.pathname + underBase;
    return url.href;
  } catch {
    return null;
  }
}
