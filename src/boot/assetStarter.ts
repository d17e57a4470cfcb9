// The record view's asset starter: a few lines inlined in its document (record.html) where
// index.html has its page's boot script, before the styles. It asks for the view's code and words
// in the reader's language, and a card's copy's code, while the first-paint styles and the record
// view's boot script are still being parsed: from that script, whose compiling alone takes a few
// hundred milliseconds on a slow phone, they left only once it ran, after the app's entry.
import { preloadAssets } from './preload';

preloadAssets();
