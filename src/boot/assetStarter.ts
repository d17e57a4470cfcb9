// The record view's asset starter: a few lines inlined in its document (record.html) where
// index.html has its page's boot script, before the styles. It asks for the view's words in the
// reader's language while the first-paint styles and the record view's boot script are still
// being parsed: from that script, whose compiling alone takes a few hundred milliseconds on a slow
// phone, they left only once it ran. Over the network the app's code waits for the summary's
// answers (./appCode.ts), or at the latest for this script's timer; from the app's worker it takes
// nothing from the network, and runs as the document ends, as index.html's does: started after the
// summary, its compiling held up the sections' paint.
import { APP_CODE_LATEST_MS, startAppCode } from './appCode';
import { preloadWords } from './preload';
import { controllingWorker } from './readsFromWorker';

preloadWords();
if (controllingWorker()) startAppCode();
else setTimeout(startAppCode, APP_CODE_LATEST_MS);
