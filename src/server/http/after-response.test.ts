import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAfterResponse } from './after-response.ts';

/** An app whose one route answers, then runs `work`. */
async function appRunning(work: () => Promise<void>) {
  const app = Fastify({ logger: false });
  registerAfterResponse(app);
  app.get('/', async (_request, reply) => {
    app.afterResponse.run(reply, work);
    return reply.send('answered');
  });
  await app.ready();
  return app;
}

describe('work after the answer', () => {
  it('starts only once the answer has been sent, and idle() waits for it', async () => {
    const steps: string[] = [];
    const app = await appRunning(async () => {
      steps.push('work started');
      await new Promise((resolve) => setTimeout(resolve, 20));
      steps.push('work done');
    });
    const response = await app.inject('/');
    steps.push(`answer ${response.body}`);
    await app.afterResponse.idle();
    expect(steps).toEqual(['answer answered', 'work started', 'work done']);
    await app.close();
  });

  it('does not let a failure reach the client, and closing the app waits for running work', async () => {
    let finished = false;
    const app = await appRunning(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
      throw new Error('the mail server is down');
    });
    expect((await app.inject('/')).statusCode).toBe(200);
    await app.close();
    expect(finished).toBe(true);
  });
});
