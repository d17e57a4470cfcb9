// A page of an older build may ask for code that a newer build has taken off the server (a lazy
// chunk it had not loaded yet; the newer build's worker took over and dropped the older files).

const RELOADED_FOR = 'app:reloaded-for-vanished-code';
/** The entry's own address: another build, another address. */
const thisBuild = import.meta.url;

function reloadedForThisBuild(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === thisBuild) return true;
    sessionStorage.setItem(RELOADED_FOR, thisBuild);
    return false;
  } catch {
    // No storage: a reload could not be told from the next one, so none is tried.
    return true;
  }
}

/**
 * When the code of a screen cannot be loaded, the page loads anew, into the build the server has
 * now; once per build, so that code failing again (offline, say) shows the screen's error and its
 * way back instead of reloading without end.
 */
export function reloadWhenCodeVanished(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!reloadedForThisBuild()) window.location.reload();
  });
}
