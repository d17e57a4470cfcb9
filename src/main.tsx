import { applyAppStyles } from './bootHandoff/appStyles';
import { bootView } from './bootHandoff/bootView';
import { registerShellWorker } from './lib/shellWorker';
import { reloadWhenCodeVanished } from './lib/vanishedCode';
import './index.css';

reloadWhenCodeVanished();
// On the record view the inline boot script paints the emergency summary and the sections first:
// the app's code is downloaded meanwhile (index.html preloads it) but runs only once they are on
// screen.
await bootView()?.ready;
applyAppStyles();
const { startApp } = await import('./app/start');
await startApp();
// The app shell's worker, in a build against an API only: the demo's worker is MSW's.
// A build that retires the worker serves one that removes itself: registered again, it would
// reload the page it removes itself from, again and again.
const retired = import.meta.env.VITE_RETIRE_SHELL_WORKER === 'true';
if (import.meta.env.PROD && !import.meta.env.DEMO_BACKEND && !retired) void registerShellWorker();
