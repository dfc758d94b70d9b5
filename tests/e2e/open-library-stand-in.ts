import { startOpenLibraryServer } from '../../src/server/test/open-library-server.ts';
import { openLibraryPort } from './e2e-server.ts';

/*
 * The recorded Open Library the journeys' server looks books up in (playwright.config.ts starts it beside the app):
 * the public API cannot be reached from the test machines. Runs until Playwright stops it.
 */
const server = await startOpenLibraryServer({ port: openLibraryPort });
process.stdout.write(`Recorded Open Library at ${server.url}\n`);
