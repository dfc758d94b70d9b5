/**
 * What a database handle offers of Drizzle's transactions, kept structural: client.ts, which declares the database
 * types, applies this file.
 */
interface Transacting {
  transaction<T>(work: (tx: object) => Promise<T>, config?: unknown): Promise<T>;
}

const waiting = new WeakMap<object, (() => void)[]>();

/**
 * Runs `task` once the transaction `tx` has committed, never if it rolls back: for telling something outside the
 * database (another process, through Redis) about a change that must have happened first
 * (docs/decisions/064-live-events.md). The task runs after `db.transaction` resolves; a task that throws is the
 * task's own business and must catch. Only for transactions begun by `db.transaction` (not nested ones).
 */
export function runAfterCommit(tx: object, task: () => void): void {
  const tasks = waiting.get(tx);
  if (!tasks) throw new Error('runAfterCommit needs a transaction begun by db.transaction, not a nested one');
  tasks.push(task);
}

/** Makes `db.transaction` run the tasks given to runAfterCommit once it has committed (openDatabase calls it). */
export function withAfterCommit<D>(db: D): D {
  const database = db as unknown as Transacting;
  const begin = database.transaction.bind(database);
  const transaction: Transacting['transaction'] = async (work, config) => {
    const tasks: (() => void)[] = [];
    const result = await begin((tx) => {
      waiting.set(tx, tasks);
      return work(tx);
    }, config);
    for (const task of tasks) task();
    return result;
  };
  database.transaction = transaction;
  return db;
}
