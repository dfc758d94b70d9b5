/** A task queued behind whatever the browser has waiting: a tap, a frame. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A task queued right after the browser's next paint: a frame's callbacks run just before it. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => nextTask().then(resolve)));
}

/**
 * A task for when the browser has nothing waiting, or at the latest after `timeoutMs`: work that a tap made meanwhile
 * should not wait behind. Where the browser cannot say when it is idle (Safari), the next task.
 */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  if (typeof requestIdleCallback === 'undefined') return nextTask();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}
