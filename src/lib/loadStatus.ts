/**
 * Where a screen stands with something it reads, in the words every screen uses: being read,
 * shown, read and empty, failed, or being read again after a failure.
 */
export type LoadStatus = 'loading' | 'shown' | 'empty' | 'failed' | 'retrying';
