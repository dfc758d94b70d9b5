/** A task queued behind whatever the browser has waiting: a tap, a frame. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
