// Fewer, larger chunks for what a page loads anyway. Left to itself the bundler splits the app's
// start, and the record view's page, into some forty files of a few hundred bytes each (each
// small module that two pages share gets a chunk of its own): each costs a request and its own
// import and export lines, and gzip compresses each alone. The start and the record view's page
// are each built as an entry of the bundle instead (the page's entry still imports them only when
// it needs them), and what each imports travels as one file.
import type { BuildOptions, Plugin } from 'vite';

type RolldownOptions = NonNullable<BuildOptions['rolldownOptions']>;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

/** Modules and every module they import statically, by id. */
function staticClosure(graph: ModuleGraph, ids: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (next: string) => {
    if (found.has(next)) return;
    found.add(next);
    graph.getModuleInfo(next)?.importedIds.forEach(visit);
  };
  ids.forEach(visit);
  return found;
}

/**
 * One chunk for each module named (a path from the root), in order, holding what it imports but
 * for what the page's entry or an earlier one may import. Whether a module is imported is read
 * twice: by its imports as written, where a package's index names all of the package; and as the
 * bundler links them (its `$initial` tag), where only the parts used count. A group takes the
 * modules both say, so a part only other pages use (react-i18next's <Trans>, say) stays out.
 */
export function entryChunks(
  root: string,
  modules: Record<string, string>,
): { plugin: Plugin; rolldownOptions: RolldownOptions } {
  const ids = Object.fromEntries(
    Object.entries(modules).map(([name, path]) => [name, `${root}/${path}`]),
  );
  let owner = new Map<string, string>();
  return {
    plugin: {
      name: 'entry-chunks',
      apply: 'build',
      buildEnd() {
        const named = new Set(Object.values(ids));
        const pageEntries = [...this.getModuleIds()].filter(
          (id) => !named.has(id) && this.getModuleInfo(id)?.isEntry,
        );
        const taken = staticClosure(this, pageEntries);
        owner = new Map();
        for (const [name, id] of Object.entries(ids)) {
          for (const module of staticClosure(this, [id])) {
            if (taken.has(module)) continue;
            taken.add(module);
            owner.set(module, name);
          }
        }
      },
    },
    rolldownOptions: {
      input: { index: `${root}/index.html`, ...ids },
      output: {
        codeSplitting: {
          groups: Object.keys(ids).map((name) => ({
            name,
            tags: ['$initial' as const],
            test: (id: string) => owner.get(id) === name,
            // What another chunk holds stays there rather than follow this one's imports in.
            includeDependenciesRecursively: false,
          })),
        },
      },
    },
  };
}
