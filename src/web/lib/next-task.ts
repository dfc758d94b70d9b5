/** A task queued behind whatever the browser has waiting: a tap, a frame. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A task queued right after the browser's next paint: a frame's callbacks run just before it. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => nextTask().then(resolve)));
}
