import { HttpResponse } from 'msw';
import { attachmentTypeOf } from '@/lib/attachmentRules';
import { storageBaseUrl } from '@/lib/env';
import { storedFile } from '../store';
import { demoDelay, http, notFound } from './common';

const storagePathname = new URL(storageBaseUrl, 'http://localhost').pathname.replace(/\/+$/, '');

// The stored files are served apart from the API: no call of its contract.
export const storageHandlers = [
  http.untyped.get(`${storageBaseUrl}/*`, async ({ request }) => {
    await demoDelay();
    const pathname = new URL(request.url).pathname;
    const path = decodeURIComponent(pathname.slice(storagePathname.length + 1));
    const file = storedFile(path);
    if (!file) return notFound('Arquivo não encontrado.');
    // The type follows the name's accepted extension, never what the upload declared.
    const type = attachmentTypeOf(file.name)?.mediaTypes[0] ?? 'application/octet-stream';
    // Copy into this realm's bytes: the stored Blob may come from another realm (jsdom, a File).
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    // Whatever a file holds, it is saved rather than shown, never read as another type, and were
    // a browser to show it anyway, it would be a page of no origin that runs no script: a file
    // stored before the upload checks, or by another way, can never act as the app.
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
      },
    });
  }),
];
