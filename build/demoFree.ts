// Build-time check (runs in Node, from vite.config.ts): a build against an API must hold none of
// the demo backend (src/mocks) nor MSW. Were it to ship, a wrong import or a demo-mode rule that
// disagrees with the build's would answer a real user's calls with the demo's made-up data.
import type { Plugin, Rollup } from 'vite';

/** The source paths and output files that only the demo may hold. */
const demoOnlyModule = /[\\/](src[\\/]mocks|node_modules[\\/](msw|@mswjs))[\\/]/;
const demoOnlyFile = /(^|\/)mockServiceWorker\.js$/;

/** What of the demo an output holds: each demo module and file, by name; empty when none. */
export function demoCodeIn(bundle: Rollup.OutputBundle): string[] {
  return Object.values(bundle).flatMap((output) => {
    const named = demoOnlyFile.test(output.fileName) ? [output.fileName] : [];
    if (output.type !== 'chunk') return named;
    const modules = output.moduleIds.filter((id) => demoOnlyModule.test(id));
    return [...named, ...modules.map((id) => `${id} (in ${output.fileName})`)];
  });
}

/** Fails a build against an API whose output holds any of the demo. */
export function demoFreeBuildPlugin(demo: boolean): Plugin {
  return {
    name: 'api-build-without-demo',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (demo) return;
      const found = demoCodeIn(bundle);
      if (found.length > 0) {
        this.error(`a build with VITE_API_URL holds the demo backend or MSW: ${found.join(', ')}`);
      }
    },
  };
}
