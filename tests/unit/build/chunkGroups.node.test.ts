// The start's and the record view's chunks: each takes what its module imports, but for what the
// page's entry or an earlier one holds, and the bundler's own linking has the last word.
import { entryChunks } from '../../../build/chunkGroups';

const root = '/app';
const imports: Record<string, string[]> = {
  '/app/index.html': ['/app/src/main.tsx'],
  '/app/src/main.tsx': ['/app/src/lib/paths.ts'],
  '/app/src/lib/paths.ts': [],
  '/app/src/app/start.tsx': ['/app/src/lib/paths.ts', '/app/src/app/routes.tsx'],
  '/app/src/app/routes.tsx': ['/app/src/lib/cardCode.ts'],
  '/app/src/lib/cardCode.ts': [],
  '/app/src/features/record/RecordViewPage.tsx': [
    '/app/src/lib/cardCode.ts',
    '/app/src/recordReading/summaryTree.ts',
  ],
  '/app/src/recordReading/summaryTree.ts': [],
};
const graph = {
  getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
  getModuleInfo: (id: string) => ({
    importedIds: imports[id] ?? [],
    isEntry: ['/app/index.html', '/app/src/app/start.tsx'].includes(id),
  }),
};

function built() {
  const chunks = entryChunks(root, {
    start: 'src/app/start.tsx',
    recordViewPage: 'src/features/record/RecordViewPage.tsx',
  });
  const buildEnd = chunks.plugin.buildEnd as unknown as (this: typeof graph) => void;
  buildEnd.call(graph);
  const output = chunks.rolldownOptions.output;
  const splitting = Array.isArray(output) ? undefined : output?.codeSplitting;
  const groups = typeof splitting === 'object' ? (splitting.groups ?? []) : [];
  const chunkOf = (id: string) =>
    groups.filter(({ test }) => typeof test === 'function' && test(id)).map(({ name }) => name);
  return { chunks, groups, chunkOf };
}

it('builds the start and the record view as entries of their own, beside the page', () => {
  expect(built().chunks.rolldownOptions.input).toEqual({
    index: '/app/index.html',
    start: '/app/src/app/start.tsx',
    recordViewPage: '/app/src/features/record/RecordViewPage.tsx',
  });
});

it("gives each module to one chunk: the entry's stay, the start's go first", () => {
  const { chunkOf } = built();
  expect(chunkOf('/app/src/lib/paths.ts')).toEqual([]);
  expect(chunkOf('/app/src/app/routes.tsx')).toEqual(['start']);
  expect(chunkOf('/app/src/lib/cardCode.ts')).toEqual(['start']);
  expect(chunkOf('/app/src/recordReading/summaryTree.ts')).toEqual(['recordViewPage']);
});

it("takes only what the bundler links, and leaves another chunk's imports where they are", () => {
  for (const group of built().groups) {
    expect(group.tags).toEqual(['$initial']);
    expect(group.includeDependenciesRecursively).toBe(false);
  }
});
