// When the document has been parsed, for the boot scripts, which run before it is.

/**
 * Runs `run` as soon as the body is parsed: DOMContentLoaded would wait for index.html's entry
 * script.
 */
export function whenParsed(run: () => void) {
  const runWhenParsed = () => {
    if (document.readyState === 'loading') return;
    document.removeEventListener('readystatechange', runWhenParsed);
    run();
  };
  if (document.readyState === 'loading') {
    document.addEventListener('readystatechange', runWhenParsed);
  } else run();
}
