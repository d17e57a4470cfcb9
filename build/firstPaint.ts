// What the record view's first paint needs, read from the built index.html: the app shell's
// worker precaches exactly this (build/shellWorker.ts), and the browser test checks it did.
import { BOOT_ASSETS_ID, type BootAssets } from '../src/boot/preload.ts';
import { PAGE_DOCUMENT, RECORD_DOCUMENT } from '../src/lib/documents.ts';

const attributeValues = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1] ?? '');

/**
 * What the record view's first paint needs, as the built index.html names it (paths relative to
 * the output folder): both documents (index.html and the record view's own, which name the same
 * files), the entry script and what it preloads, and what the boot
 * script asks for on the record view, the view's code, a card's copy's code (a repeat visit
 * offline paints a copy too) and the words of every language.
 */
export function firstPaintFiles(html: string): string[] {
  const scripts = attributeValues(html, /<script type="module"[^>]*\ssrc="([^"]+)"/g);
  const preloads = attributeValues(html, /<link rel="modulepreload"[^>]*\shref="([^"]+)"/g);
  const listed = new RegExp(`<script type="application/json" id="${BOOT_ASSETS_ID}">([^<]*)<`).exec(
    html,
  )?.[1];
  if (scripts.length === 0 || !listed) throw new Error('index.html names no entry or boot assets');
  const assets = JSON.parse(listed) as BootAssets;
  const words = Object.values(assets.words).flatMap((namespaces) =>
    Object.values(namespaces ?? {}),
  );
  const files = [...scripts, ...preloads, ...assets.record, ...assets.copy, ...words];
  return [PAGE_DOCUMENT, RECORD_DOCUMENT, ...new Set(files.map((path) => path.replace(/^\//, '')))];
}

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** The precache: Workbox's list of the build's files, kept to the first paint's. */
export function firstPaintManifest(entries: ManifestEntry[], html: string): ManifestEntry[] {
  const wanted = firstPaintFiles(html);
  const kept = entries.filter((entry) => wanted.includes(entry.url));
  const missing = wanted.filter((file) => !kept.some((entry) => entry.url === file));
  if (missing.length > 0) throw new Error(`the precache misses ${missing.join(', ')}`);
  return kept;
}
