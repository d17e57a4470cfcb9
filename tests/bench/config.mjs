// What every part of the benchmark shares: where the app is served, the conditions, the runs.
import { scheme } from './server.mjs';

export const PORT = Number(process.env.BENCH_PORT ?? 4480);
export const ORIGIN = `${scheme}://127.0.0.1:${PORT}`;
export const OUT_DIR = 'node_modules/.bench-dist';
/** The record view's address of a card. */
export const viewPath = (card) => `/prontuario-do-usuario/${card}`;
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Heap snapshots are slow: the growth is the median of fewer repetitions than the loads. */
export const HEAP_REPETITIONS = Number(process.env.BENCH_HEAP_RUNS ?? 3);
export const ROUND_TRIPS = 50;

export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.6 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** Measure groups, all by default; `BENCH_ONLY=view,heap` runs only those. */
export const GROUPS = ['view', 'hung', 'cached', 'worker', 'home', 'editor', 'heap'];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
for (const name of only ?? []) {
  if (!GROUPS.includes(name)) throw new Error(`BENCH_ONLY: unknown "${name}" (${GROUPS})`);
}
export const runs = (group) => !only || only.includes(group);

export const median = (values) => {
  const sorted = values.filter((v) => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
