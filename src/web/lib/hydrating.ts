/**
 * The `dangerouslySetInnerHTML` of a box whose server HTML the browser keeps as it came (lib/lazy-part.tsx,
 * components/near-screen-part.tsx): Preact writes nothing into it while hydrating, and one object for every render
 * means it never sets innerHTML again afterwards, which would wipe the server's HTML.
 */
export const KEEP_THE_SERVERS_HTML = { __html: '' };
