/**
 * A readable cookie, holding no secret, that the server keeps while a browser has a session, so the web app
 * knows a guest without asking GET /api/user (which answers a guest 401). A module of its own, free of zod,
 * because the app's first-load code reads it.
 */
export const SIGNED_IN_HINT_COOKIE = 'passiton.signed_in';
