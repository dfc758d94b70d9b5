import type { Database, Transaction } from './client.ts';

const waiting = new WeakMap<Transaction, (() => void)[]>();

/**
 * Runs `task` once the transaction `tx` has committed, never if it rolls back: for telling something outside the
 * database (another process, through Redis) about a change that must have happened first
 * (docs/decisions/064-live-events.md). The task runs after `db.transaction` resolves; a task that throws is the
 * task's own business and must catch. Only for transactions begun by `db.transaction` (not nested ones).
 */
export function runAfterCommit(tx: Transaction, task: () => void): void {
  const tasks = waiting.get(tx);
  if (!tasks) throw new Error('runAfterCommit needs a transaction begun by db.transaction, not a nested one');
  tasks.push(task);
}

/** Makes `db.transaction` run the tasks given to runAfterCommit once it has committed (openDatabase calls it). */
export function withAfterCommit<D extends Database>(db: D): D {
  const begin = db.transaction.bind(db);
  const transaction: Database['transaction'] = async (work, config) => {
    const tasks: (() => void)[] = [];
    const result = await begin((tx) => {
      waiting.set(tx, tasks);
      return work(tx);
    }, config);
    for (const task of tasks) task();
    return result;
  };
  // Each driver's transaction has the same shape as the application's Database's.
  (db as Database).transaction = transaction;
  return db;
}
