/**
 * What other modules may use of the blocks module (docs/decisions/084-blocks.md): whom a student blocked, for
 * browse and search, and who blocked whom, for messages and orders. app.ts registers its routes.
 */
export { blockedIdsOf, eitherBlocked, whoBlocked } from './blocks.service.ts';
