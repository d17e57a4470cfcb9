// The production build (VITE_API_URL=/api) for the browser tests of the boot script: the built
// app and the demo backend's handlers answering /api over real HTTP, as a deployed API would
// (in a demo build the backend only answers once the app has started it, so the boot script
// sends nothing there). Usage: node tests/e2e/support/apiServer.mjs PORT DIST
process.env.BENCH_HTTP1 = '1';
const { loadDemoBackend, startServer } = await import('../../bench/server.mjs');

const [port, root] = [Number(process.argv[2]), process.argv[3]];
const backend = await loadDemoBackend(`http://127.0.0.1:${port}`);
await startServer({ root, port, backend });
console.log(`api build on http://127.0.0.1:${port}`);
