// The boot script of every page but the record view's (inlined in index.html, built by
// build/bootScript.ts): the page's frame with a loading state, and the preloads. It carries only
// the frame's words: the emergency summary's painter and words are in the record view's own
// document (src/boot/main.ts), which the home and the other pages never need.
import words from 'virtual:boot-frame-words';
import { preloadAssets } from './preload';
import { startBoot } from './start';

startBoot(words);
preloadAssets();
