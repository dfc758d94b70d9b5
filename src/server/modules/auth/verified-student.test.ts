import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isAcademicAddress } from '../../../domain/academic-address.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { users } from './auth.tables.ts';
import { isVerifiedStudent } from './verified-student.ts';

const t = useTestApp();

/** Addresses at the edges of the rule: own hosts, bare suffixes, look-alikes, capitals. */
const ADDRESSES = [
  'asha@iitb.ac.in',
  'ravi@COEP.AC.IN',
  'meera@du.edu.in',
  'sam@mit.edu',
  'bare@ac.in',
  'bare@edu',
  'dot@.ac.in',
  'lookalike@iitb.ac.in.example.com',
  'someone@gmail.com',
  'someone@education.com',
];

describe('isVerifiedStudent', () => {
  it('gives a verified address the badge exactly when isAcademicAddress does, and an unverified one never', async () => {
    const tag = randomBytes(3).toString('hex');
    const ids: number[] = [];
    for (const address of ADDRESSES) {
      const [name, domain] = address.split('@');
      const user = await createUser(t.database.db, { email: `${name}${tag}@${domain}` });
      await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      ids.push(user.id);
    }
    const unverified = await createUser(t.database.db, { email: `unverified${tag}@iitb.ac.in` });
    ids.push(unverified.id);

    const seller = alias(users, 'seller');
    const rows = await t.database.db
      .select({ id: seller.id, email: seller.email, badge: isVerifiedStudent(seller.id) })
      .from(seller)
      .where(inArray(seller.id, ids));

    const badges = Object.fromEntries(rows.map((row) => [row.email, row.badge]));
    const expected = Object.fromEntries(
      rows.map((row) => [row.email, row.id !== unverified.id && isAcademicAddress(row.email)]),
    );
    expect(badges).toEqual(expected);
    expect(Object.values(badges).filter(Boolean)).toHaveLength(4);
  });
});
