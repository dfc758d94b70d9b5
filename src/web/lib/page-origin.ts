/**
 * The origin the visitor is on ("https://passiton.in"), for canonical links and structured data. In the browser it
 * is the page's own; while the server renders a page it is the origin the request came to (src/web/entry-server.tsx),
 * so both render the same links.
 */
let serverOrigin: (() => string) | undefined;

export function setServerOrigin(read: () => string): void {
  serverOrigin = read;
}

export function pageOrigin(): string {
  return serverOrigin ? serverOrigin() : window.location.origin;
}
