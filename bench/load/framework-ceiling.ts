/**
 * The framework ceiling: a bare Fastify route answering a constant JSON body, no database, no plugins.
 * No endpoint of the app can be faster than this on the same machine. Run by load.ts in its own process.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok' };
app.get('/readyz', async () => body);
app.get('/constant', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 5099), host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
