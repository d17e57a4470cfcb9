import { bootView } from './lib/bootView';
import './index.css';

// On the record view the inline boot script paints the emergency summary first: the app's code
// is downloaded meanwhile (index.html preloads it) but runs only once the summary is on screen.
await bootView()?.ready;
const { startApp } = await import('./app/start');
await startApp();
