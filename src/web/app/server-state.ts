import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands the browser (docs/decisions/018-server-rendered-buyer-pages.md): the query
 * answers it rendered with, so the browser does not ask again, and the router's state for the page. It travels
 * as a JSON data block, which the CSP lets through because it is never run as script.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  /** When the server rendered the page (ms since the epoch): "2 days ago" is counted from it until hydration. */
  renderedAt: number;
}

export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The data block for `state`. `<` is escaped, so no text in a listing can close the element early. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state the server rendered this page with, or undefined for a page the browser renders itself. */
export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServerState;
}
