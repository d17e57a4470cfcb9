import { http, HttpResponse } from 'msw';
import { storageBaseUrl } from '../../lib/env';
import { storedFile } from '../store';
import { demoDelay, notFound } from './common';

/** Types a browser may show in place; anything else (HTML, SVG...) is only downloaded. */
const INLINE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

function inlineType(name: string, declared: string): string | undefined {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const byExtension = INLINE_TYPES[extension];
  const base = declared.split(';')[0].trim().toLowerCase();
  if (base && Object.values(INLINE_TYPES).includes(base)) return declared;
  return base ? undefined : byExtension;
}

const storagePathname = new URL(storageBaseUrl, 'http://localhost').pathname.replace(/\/+$/, '');

export const storageHandlers = [
  http.get(`${storageBaseUrl}/*`, async ({ request }) => {
    await demoDelay();
    const pathname = new URL(request.url).pathname;
    const path = decodeURIComponent(pathname.slice(storagePathname.length + 1));
    const file = storedFile(path);
    if (!file) return notFound('Arquivo não encontrado.');
    const type = inlineType(file.name, file.blob.type);
    const encodedName = encodeURIComponent(file.name);
    // Copy into this realm's bytes: the stored Blob may come from another realm (jsdom, a File).
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': type ?? 'application/octet-stream',
        'Content-Disposition': `${type ? 'inline' : 'attachment'}; filename*=UTF-8''${encodedName}`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
