import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';
import { writeMemoryReportOnSignal } from './lib/memory-report.ts';
import { openFileStore } from './lib/open-file-store.ts';
import { ensureAdmin } from './modules/auth/index.ts';
import { resolveSessionSecret } from './session-secret.ts';

/** Reads config, opens and migrates the database, seeds a laptop, listens, and shuts down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const fileStore = await openFileStore(config.fileStore);
  const database = await openDatabase(config.database);
  await database.migrate();

  // Readable logs when a developer watches the terminal; JSON lines everywhere else.
  const prettyLogs = !config.isProduction && process.stdout.isTTY;
  const app = await buildApp({
    config,
    database,
    sessionSecret: await resolveSessionSecret(config),
    fileStore,
    logger: { level: config.logLevel, ...(prettyLogs ? { transport: { target: 'pino-pretty' } } : {}) },
  });
  app.addHook('onClose', () => database.close());

  if (config.initialAdmin) {
    const { created } = await ensureAdmin(database.db, config.initialAdmin);
    if (created) app.log.info(`Created admin "${config.initialAdmin.username}" from ADMIN_USERNAME`);
  }
  if (config.seedDemo) {
    // Printed to the console rather than the structured log, so the one-time admin password is not archived.
    await seedDemoData(database.db, { store: fileStore, log: (message) => console.log(message) });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing open requests`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  writeMemoryReportOnSignal();

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`PassItOn is ready on http://localhost:${config.port} (database: ${database.driver})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('PassItOn failed to start:', error);
  }
  process.exit(1);
});
