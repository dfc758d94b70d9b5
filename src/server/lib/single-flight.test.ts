import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('single flight', () => {
  it('runs the work once for everyone who asks for a key while it runs, and keeps its answer', async () => {
    const flight = new SingleFlight<string>();
    const answer = deferred<string>();
    let runs = 0;
    const kept: string[] = [];
    const work = () => {
      runs += 1;
      return answer.promise;
    };
    const first = flight.run('a', work, (value) => kept.push(value));
    const second = flight.run('a', work, (value) => kept.push(value));
    expect(flight.has('a')).toBe(true);
    answer.resolve('page');

    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
    expect(runs).toBe(1);
    expect(kept).toEqual(['page']);
    expect(flight.has('a')).toBe(false);
  });

  it('after forget, answers those who waited but keeps nothing and shares nothing with later askers', async () => {
    const flight = new SingleFlight<string>();
    const old = deferred<string>();
    const kept: string[] = [];
    const before = flight.run(
      'a',
      () => old.promise,
      (value) => kept.push(value),
    );
    flight.forget();
    const after = flight.run(
      'a',
      async () => 'new',
      (value) => kept.push(value),
    );
    old.resolve('old');

    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(kept).toEqual(['new']);
  });

  it('lets a failed run be tried again', async () => {
    const flight = new SingleFlight<string>();
    await expect(
      flight.run(
        'a',
        async () => Promise.reject(new Error('down')),
        () => {},
      ),
    ).rejects.toThrow('down');
    expect(
      await flight.run(
        'a',
        async () => 'up',
        () => {},
      ),
    ).toBe('up');
  });
});
