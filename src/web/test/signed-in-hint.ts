import { SIGNED_IN_HINT_COOKIE } from '../../domain/signed-in-hint.ts';

/** Plays the server's part: sets or removes the readable cookie that says this browser may have a session. */
export function setSignedInHint(present: boolean, name = SIGNED_IN_HINT_COOKIE): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the app reads document.cookie.
  document.cookie = present ? `${name}=1` : `${name}=; max-age=0`;
}
