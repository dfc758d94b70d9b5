/** How long a failed fetch of a part's code waits before asking once more. */
export const CODE_RETRY_DELAY_MS = 400;

/**
 * Fetches a part of the app's code, asking once more after a moment if the first fetch fails: a phone's
 * connection drops a request now and then, and the browser does not keep a failed module fetch, so the second
 * asking usually succeeds (docs/decisions/118-code-fetched-twice-before-giving-up.md). A second failure is the
 * caller's to show.
 */
export async function loadCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, CODE_RETRY_DELAY_MS));
    return load();
  }
}
