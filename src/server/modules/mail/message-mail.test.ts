import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { homeDelivery } from '../../test/checkout.ts';
import { newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { orders } from '../orders/orders.tables.ts';
import { NEW_MESSAGE_MAIL_QUIET_MS } from './mail.handlers.ts';
import { mailOutbox } from './mail.tables.ts';

/** The new-message e-mail (docs/decisions/027-email-outbox.md): one per conversation while earlier ones are unread. */

const t = useTestApp({ mailbox: true, env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });

async function conversation() {
  const [buyer, seller] = [await newStudent(t), await newStudent(t)];
  const { orderId } = await orderFrom(t, buyer, [seller]);
  await t.mailbox.deliver(t.database.db);
  return { buyer, seller, orderId };
}

async function write(author: Student, orderId: number, text: string) {
  const posted = await author.call('POST', `/api/orders/${orderId}/messages`, { text });
  expect(posted.statusCode).toBe(201);
}

const messageMailTo = async (student: Student) => {
  await t.mailbox.deliver(t.database.db);
  return t.mailbox.to(student.user.email).filter((mail) => mail.subject.startsWith('New message'));
};

describe('new-message e-mails', () => {
  it('tell the seller who wrote about which order, with a link to the sale and a one-click unsubscribe', async () => {
    const { buyer, seller, orderId } = await conversation();
    await write(buyer, orderId, 'Can we meet at the library at 4?');

    const [mail, ...more] = await messageMailTo(seller);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(
      `New message from ${homeDelivery.customerName} about order ${orderNumber(orderId)}`,
    );
    expect(mail?.text).toContain(`http://localhost:5000/seller-listings/sales/${orderId}`);
    expect(mail?.text).toMatch(/Unsubscribe: http:\/\/localhost:5000\/unsubscribe\?token=/);
    expect(mail?.html).toContain('Read the message');
    const oneClick = mail?.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post');
    expect(oneClick?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The message itself stays in the app.
    expect(mail?.text).not.toContain('library');
    expect(await messageMailTo(buyer)).toHaveLength(0);
  });

  it('carry a name with line breaks, stored before names refused them, as one clean line of the subject', async () => {
    const { buyer, seller, orderId } = await conversation();
    await t.database.db
      .update(orders)
      .set({ customerName: 'Evil\r\nBcc: victim@example.com\t\u0007x' })
      .where(eq(orders.id, orderId));
    await write(buyer, orderId, 'Can we meet at the library at 4?');

    const [mail] = await messageMailTo(seller);
    expect(mail?.subject).toBe(
      `New message from Evil Bcc: victim@example.com x about order ${orderNumber(orderId)}`,
    );
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    const [queued] = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, seller.user.id), eq(mailOutbox.kind, 'new_message')));
    expect(queued?.subject).not.toMatch(/\p{Cc}/u);
  });

  it('send one e-mail while earlier messages are unread, and another once they were read', async () => {
    const { buyer, seller, orderId } = await conversation();
    await write(buyer, orderId, 'Hello?');
    await write(buyer, orderId, 'Are you there?');
    await write(buyer, orderId, 'I can come tomorrow too.');
    expect(await messageMailTo(seller)).toHaveLength(1);

    expect((await seller.call('GET', `/api/orders/${orderId}/messages`)).statusCode).toBe(200);
    await write(buyer, orderId, 'See you at 4 then.');
    expect(await messageMailTo(seller)).toHaveLength(2);
  });

  it('remind after half an hour when the messages are still unread', async () => {
    const { buyer, seller, orderId } = await conversation();
    await write(buyer, orderId, 'Hello?');
    await t.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - ${`${NEW_MESSAGE_MAIL_QUIET_MS + 60_000} milliseconds`}::interval` })
      .where(and(eq(mailOutbox.userId, seller.user.id), eq(mailOutbox.kind, 'new_message')));
    await write(buyer, orderId, 'Still there?');
    expect(await messageMailTo(seller)).toHaveLength(2);
  });

  it('reach the buyer with a link to the order when the seller writes', async () => {
    const { buyer, seller, orderId } = await conversation();
    await write(seller, orderId, 'The book is ready.');
    const [mail] = await messageMailTo(buyer);
    expect(mail?.text).toContain(`http://localhost:5000/orders/${orderId}`);
  });

  it('are not sent to a student who turned them off', async () => {
    const { buyer, seller, orderId } = await conversation();
    const off = await seller.call('PUT', '/api/user/mail-preferences', {
      kind: 'new_message',
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    await write(buyer, orderId, 'Hello?');
    expect(await messageMailTo(seller)).toHaveLength(0);
  });
});
