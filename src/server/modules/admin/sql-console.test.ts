import { describe, expect, it } from 'vitest';
import { toAnswer } from './sql-console.ts';

// The last line of defence, for a server where the restricted role could not be set up: whatever a query
// managed to read, password hashes and session data never leave in the answer.
describe('console answers', () => {
  const hash = 'scrypt$32768$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNo';

  it('drop password_hash and sess columns, and redact hashes inside values and JSON', () => {
    const answer = toAnswer({
      columns: ['id', 'password_hash', 'row', 'text', 'sess', 'id'],
      rows: [
        [
          1,
          hash,
          { id: 1, password_hash: hash, nested: [{ sess: { userId: 1 } }] },
          `(1,asha,${hash})`,
          {},
          2,
        ],
      ],
      truncated: false,
    });
    expect(answer.columns).toEqual(['id', 'row', 'text', 'id_2']);
    expect(answer.rows).toEqual([
      { id: 1, row: { id: 1, nested: [{}] }, text: '(1,asha,[redacted])', id_2: 2 },
    ]);
    expect(JSON.stringify(answer)).not.toContain('scrypt$');
  });

  it('turn database values into JSON: big integers, dates and bytes', () => {
    const answer = toAnswer({
      columns: ['small', 'big', 'at', 'bytes'],
      rows: [[12n, 2n ** 70n, new Date('2025-07-22T10:00:00Z'), new Uint8Array([1, 255])]],
      truncated: true,
    });
    expect(answer.rows).toEqual([
      { small: 12, big: '1180591620717411303424', at: '2025-07-22T10:00:00.000Z', bytes: '\\x01ff' },
    ]);
    expect(answer).toMatchObject({ rowCount: 1, truncated: true, rowLimit: 500 });
  });
});
