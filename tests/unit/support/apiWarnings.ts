/**
 * The API client logs every failed call (a warning); a test file that fails calls on purpose
 * calls this once, at its top, to keep them out of the run's output.
 */
export function silenceApiWarnings(): void {
  beforeEach(() => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => warn.mockRestore();
  });
}
