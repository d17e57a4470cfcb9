// Build-time side of the server's configuration (runs in Node, from vite.config.ts): next to the
// build (`dist/` gets `dist-nginx/`), deploy/ as nginx takes it, with the two things only the build
// knows filled in: the hashes of the inline scripts (index.html's boot script, record.html's and
// its read starter), which the Content-Security-Policy allows. A change to the boot script's words
// thus needs no edit of deploy/, and a site never serves a build another policy.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { RECORD_DOCUMENT } from '../src/lib/documents.ts';
import { cspHash } from './bootScript.ts';
import { SHELL_WORKER_FILE } from './shellWorker.ts';

/**
 * The mark of deploy/'s template, as an nginx variable that does not exist: deployed unfilled, the
 * template stops nginx at start (`unknown "build_boot_script_hash" variable`), never serves a
 * policy that blocks the boot script.
 */
export const BOOT_SCRIPT_HASH_MARK = '$build_boot_script_hash';

/**
 * The inline scripts of a built document (index.html, record.html): its boot script, and in
 * record.html the asset starter before it, and in a build against an API the read starter first.
 */
export function inlineScriptsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  if (scripts.length < 1 || scripts.length > 3)
    throw new Error(`a built document has ${scripts.length} inline scripts, not 1 to 3`);
  return scripts;
}

function fill(text: string, mark: string, value: string): string {
  const found = text.split(mark).length - 1;
  if (found !== 1) throw new Error(`the site template holds ${mark} ${found} times, not once`);
  return text.replace(mark, value);
}

/**
 * The shell worker's own location (build/shellWorker.ts) must ask for it anew at every check: a
 * worker kept in a cache would keep a site on its old build after a deploy.
 */
export function checkWorkerLocation(template: string): void {
  const location = `location = /${SHELL_WORKER_FILE} {`;
  const block = template.split(location)[1]?.split('}')[0] ?? '';
  if (!block.includes('add_header Cache-Control "no-cache" always;')) {
    throw new Error(
      `the site template must send /${SHELL_WORKER_FILE} with Cache-Control no-cache`,
    );
  }
}

/** The site's template with the build's boot scripts' hashes. */
export function siteTemplate(template: string, bootScripts: readonly string[]): string {
  checkWorkerLocation(template);
  return fill(template, BOOT_SCRIPT_HASH_MARK, [...new Set(bootScripts.map(cspHash))].join(' '));
}

/** Writes deploy/ into `into`, filled in for the build whose documents are given. */
export function writeNginxSite(root: string, into: string, documents: readonly string[]): void {
  const deploy = join(root, 'deploy');
  rmSync(into, { recursive: true, force: true });
  mkdirSync(join(into, 'templates'), { recursive: true });
  copyFileSync(join(deploy, 'nginx.conf'), join(into, 'nginx.conf'));
  copyFileSync(join(deploy, 'security-headers.conf'), join(into, 'security-headers.conf'));
  const template = readFileSync(join(deploy, 'templates/default.conf.template'), 'utf8');
  writeFileSync(
    join(into, 'templates/default.conf.template'),
    siteTemplate(template, documents.flatMap(inlineScriptsOf)),
  );
}

/** The build's folder for nginx: the output folder's name with `-nginx`. */
export const nginxFolderOf = (outDir: string) => `${resolve(outDir)}-nginx`;

export function nginxSitePlugin(root: string): Plugin {
  return {
    name: 'nginx-site',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      const dir = options.dir;
      const documents = ['index.html', RECORD_DOCUMENT].map((name) =>
        readFileSync(join(dir, name), 'utf8'),
      );
      writeNginxSite(root, nginxFolderOf(dir), documents);
    },
  };
}
