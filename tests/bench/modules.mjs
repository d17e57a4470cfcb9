// What a page's first-load JS is made of. The benchmark builds with hidden source maps (no
// `sourceMappingURL` in the files, so the files measured are the ones deployed) and a manifest:
// each loaded file's minified bytes are given to the sources its map names (a file whose map names
// none, a locale's JSON, to the module the manifest built it from), and its gzip size, as the
// table counts it, is shared among them in proportion. Sources are grouped by package (a folder
// of src/, or a package of node_modules).
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { OUT_DIR } from './config.mjs';

/** Bytes of a file no source map names: the bundler's own glue between modules. */
const GLUE = '(bundler glue)';
export const INLINE_BOOT = 'the HTML (inline scripts)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...BASE64].map((char, i) => [char, i]));

/** One segment of a source map's `mappings`: its fields, each a base64 VLQ. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = digitOf.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * A generated file's UTF-8 bytes by the source each stretch of it maps to (a segment runs to the
 * next one on its line). Paths are the map's own, relative to the repository.
 */
function bytesBySource(code, map, mapDir) {
  const bySource = new Map();
  const add = (source, text) =>
    bySource.set(source, (bySource.get(source) ?? 0) + Buffer.byteLength(text));
  const sources = map.sources.map((s) => posix.normalize(posix.join(mapDir, s)));
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, i) => {
    const text = lines[i] ?? '';
    let column = 0;
    const starts = [];
    for (const segment of line ? line.split(',') : []) {
      const [columnDelta, sourceDelta, , ,] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      // Fields 3 to 5 (line, column, name) are relative too but say nothing of whose bytes.
      starts.push({ column, source: sourceDelta === undefined ? null : source });
    }
    add(GLUE, text.slice(0, starts[0]?.column ?? text.length));
    starts.forEach((start, k) => {
      const end = starts[k + 1]?.column ?? text.length;
      add(start.source === null ? GLUE : sources[start.source], text.slice(start.column, end));
    });
  });
  // The newlines themselves.
  add(GLUE, '\n'.repeat(Math.max(lines.length - 1, 0)));
  return bySource;
}

/** The package a source belongs to: a node_modules package, or the folder of a source of ours. */
export function packageOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source === GLUE || source === INLINE_BOOT ? source : posix.dirname(source);
}

const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/** The module each built file of the manifest was made from, by the file's path. */
function manifestSources() {
  const file = join(OUT_DIR, '.vite/manifest.json');
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk.src ?? GLUE]));
}

/** One built file's sources, with their minified bytes and their share of its gzip size. */
function fileModules(pathname, builtFrom) {
  const file = join(OUT_DIR, pathname);
  const code = readFileSync(file, 'utf8');
  const gzip = gzipSize(code);
  const map = existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')) : null;
  if (!map?.sources.length) {
    return [{ source: builtFrom.get(pathname) ?? GLUE, bytes: Buffer.byteLength(code), gzip }];
  }
  // The map's sources are relative to the map; from the repository, the output folder is OUT_DIR.
  const mapDir = posix.dirname(posix.join(OUT_DIR, pathname));
  const bySource = bytesBySource(code, map, mapDir);
  const total = [...bySource.values()].reduce((sum, n) => sum + n, 0);
  return [...bySource].map(([source, bytes]) => ({ source, bytes, gzip: (gzip * bytes) / total }));
}

const rounded = (list) =>
  list
    .map(({ name, bytes, gzip }) => ({
      name,
      gzipKb: Math.round(gzip / 102.4) / 10,
      minifiedKb: Math.round(bytes / 102.4) / 10,
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb || b.minifiedKb - a.minifiedKb);

function totals(entries, keyOf) {
  const byKey = new Map();
  for (const entry of entries) {
    const key = keyOf(entry);
    const sum = byKey.get(key) ?? { name: key, bytes: 0, gzip: 0 };
    sum.bytes += entry.bytes;
    sum.gzip += entry.gzip;
    byKey.set(key, sum);
  }
  return rounded([...byKey.values()]);
}

/**
 * The first-load JS of one load by package, by module and by file (gzip share and minified KB):
 * the `.js` files of its waterfall, and the inline scripts of its HTML as one entry.
 */
export function moduleReport(waterfall, inline) {
  const scripts = [...new Set(waterfall.map((r) => r.path).filter((p) => p.endsWith('.js')))];
  const builtFrom = manifestSources();
  const entries = scripts
    .filter((p) => existsSync(join(OUT_DIR, p)))
    .flatMap((p) => fileModules(p, builtFrom).map((entry) => ({ ...entry, file: p })));
  if (inline.gzip) entries.push({ source: INLINE_BOOT, file: INLINE_BOOT, ...inline });
  return {
    byPackage: totals(entries, (e) => packageOf(e.source)),
    byModule: totals(entries, (e) => e.source),
    byFile: totals(entries, (e) => e.file),
  };
}
