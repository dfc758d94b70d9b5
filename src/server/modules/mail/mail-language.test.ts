import { describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/languages.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { registrationFor } from '../../test/factories.ts';
import { linkIn, type ReceivedMail } from '../../test/mailbox.ts';

/** E-mails in the recipient's language (docs/decisions/072-e-mail-languages.md), through a real SMTP server. */

const t = useTestApp({ mailbox: true });

async function studentReading(language: Language): Promise<Student> {
  const student = await newStudent(t);
  const switched = await student.call('PUT', '/api/user/language', { language });
  expect(switched.statusCode).toBe(200);
  return student;
}

async function forgotPassword(email: string): Promise<ReceivedMail | undefined> {
  const asked = await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } });
  expect(asked.statusCode).toBe(202);
  await t.app.afterResponse.idle();
  await t.mailbox.deliver(t.database.db);
  return t.mailbox.to(email).at(-1);
}

describe('e-mails in the reader’s language', () => {
  it('a Hindi reader’s password reset arrives in Hindi, with a working link', async () => {
    const { user } = await studentReading('hi');
    const mail = await forgotPassword(user.email);

    expect(mail?.subject).toBe('अपना PassItOn पासवर्ड रीसेट करें');
    expect(mail?.text).toContain(`नमस्ते ${user.username},`);
    expect(mail?.text).toContain('यह लिंक एक ही बार, 30 मिनट तक काम करेगा।');
    expect(mail?.text).toContain('नया पासवर्ड चुनें: http://localhost:5000/reset-password?token=');
    expect(mail?.text).toContain('आपने नहीं माँगा? इस ई-मेल को अनदेखा करें');
    expect(mail?.text).not.toContain('Hi ');
    expect(mail?.html).toContain('<html lang="hi-IN">');
    expect(mail?.html).toContain('या यह लिंक खोलें:');
    const token = linkIn(mail as ReceivedMail, '/reset-password').searchParams.get('token') ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'naya password' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('is the language at the time the e-mail is written: switching back brings English', async () => {
    const student = await studentReading('hi');
    expect((await forgotPassword(student.user.email))?.subject).toBe('अपना PassItOn पासवर्ड रीसेट करें');
    await student.call('PUT', '/api/user/language', { language: 'en' });
    const mail = await forgotPassword(student.user.email);
    expect(mail?.subject).toBe('Reset your PassItOn password');
    expect(mail?.text).toContain(`Hi ${student.user.username},`);
    expect(mail?.html).toContain('<html lang="en-IN">');
  });

  it('a Hindi buyer’s order-placed e-mail is in Hindi, while an English seller’s sale e-mail stays English', async () => {
    const buyer = await studentReading('hi');
    const seller = await studentReading('en');
    const { orderId, listings } = await orderFrom(t, buyer, [seller]);
    await t.mailbox.deliver(t.database.db);
    const number = orderNumber(orderId);
    const title = listings[0]?.title ?? '';

    const [toBuyer] = t.mailbox.to(buyer.user.email);
    expect(toBuyer?.subject).toBe(`आपका ऑर्डर ${number} हो गया है`);
    expect(toBuyer?.text).toContain(`ऑर्डर ${number} के लिए शुक्रिया:`);
    expect(toBuyer?.text).toContain(`• 1 × ${title}`);
    expect(toBuyer?.text).toContain('सामान आप ख़ुद जाकर लेंगे। कहाँ से लेना है:');
    expect(toBuyer?.text).toContain(':\nPune, Maharashtra');
    expect(toBuyer?.text).toContain(`अपना ऑर्डर देखें: http://localhost:5000/orders/${orderId}`);
    expect(toBuyer?.text).toMatch(
      /यह ई-मेल आपको इसलिए मिला क्योंकि आपने ऑर्डर किया है। अनसब्सक्राइब करें: http:\/\/localhost:5000\/unsubscribe\?token=\S+/,
    );
    expect(toBuyer?.html).toContain('>अनसब्सक्राइब करें</a>');
    // The one-click header is for mail programs, the same in every language.
    const header = toBuyer?.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line;
    expect(header).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const [toSeller] = t.mailbox.to(seller.user.email);
    expect(toSeller?.subject).toBe(`You sold "${title}"`);
    expect(toSeller?.text).toContain('You get this because you sell on PassItOn. Unsubscribe: http');
  });

  it('the address check sent at sign-up is in the language the visitor was reading', async () => {
    const details = registrationFor();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: details,
      headers: { cookie: 'lang=hi' },
    });
    expect(registered.statusCode).toBe(201);
    await t.mailbox.deliver(t.database.db);
    const [mail] = t.mailbox.to(details.email);
    expect(mail?.subject).toBe('अपना ई-मेल पता कन्फ़र्म करें');
    expect(mail?.text).toContain('मेरा पता कन्फ़र्म करें: http://localhost:5000/verify-email?token=');
  });
});
