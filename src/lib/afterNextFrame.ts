/** Runs `run` once the next frame is on screen, and not in the task that painted it. */
export function afterNextFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}
