// `vite preview` (the demo build's server in the browser tests) answers a page's address with the
// document the deployed site sends for it (src/lib/documents.ts): the record view's own document on
// its addresses, index.html (Vite's own fallback) elsewhere.
import type { Plugin } from 'vite';
import { documentOf, RECORD_DOCUMENT } from '../src/lib/documents.ts';

export function previewDocumentsPlugin(): Plugin {
  return {
    name: 'preview-documents',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        if (documentOf(url.pathname) === RECORD_DOCUMENT)
          req.url = `/${RECORD_DOCUMENT}${url.search}`;
        next();
      });
    },
  };
}
