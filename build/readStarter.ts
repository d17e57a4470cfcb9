// Build-time side of the read starter (src/boot/readStarter.ts), in a build against an API only
// (a demo build's backend answers nothing before the app has started it): compiled like the boot
// scripts, with the API base and the record view's order of reads written into it, and inlined
// first in record.html's head by recordDocument (build/bootScript.ts).
import type { Plugin } from 'vite';
import { buildBootScript, loadRecordView } from './bootScript.ts';

const STARTER_ID = 'virtual:read-starter';
export const READ_STARTER_ENTRY = 'src/boot/readStarter.ts';

/** `virtual:read-starter`: the API base and the record view's reads, in the boot script's order. */
export function readStarterFactsPlugin(root: string, apiBase: string): Plugin {
  return {
    name: 'read-starter-facts',
    resolveId: (source) => (source === STARTER_ID ? `\0${STARTER_ID}` : null),
    async load(id) {
      if (id !== `\0${STARTER_ID}`) return null;
      const { recordReadOrder } = await loadRecordView(root);
      return [
        `export const apiBase = ${JSON.stringify(apiBase)};`,
        `export const readOrder = ${JSON.stringify(recordReadOrder)};`,
      ].join('\n');
    },
  };
}

/** The read starter, minified, as it goes between <script> and </script>; '' without an API. */
export async function buildReadStarter(root: string, apiBase: string): Promise<string> {
  if (!apiBase) return '';
  return buildBootScript(root, READ_STARTER_ENTRY, [readStarterFactsPlugin(root, apiBase)]);
}
