import { describe, expect, it } from 'vitest';
import { oneLineSubject } from './subject.ts';

describe('e-mail subjects', () => {
  it('are one line: line breaks, tabs and other control characters become one space', () => {
    expect(oneLineSubject('New message from Evil\r\nBcc: victim@example.com')).toBe(
      'New message from Evil Bcc: victim@example.com',
    );
    expect(oneLineSubject('You sold "HC\tVerma\u0007 \u0085Vol 1"\n')).toBe('You sold "HC Verma Vol 1"');
    expect(oneLineSubject('  Reset your PassItOn password ')).toBe('Reset your PassItOn password');
  });

  it('keep Hindi and other letters as they are', () => {
    expect(oneLineSubject('आपका ऑर्डर TXN-000001 दे दिया गया है')).toBe('आपका ऑर्डर TXN-000001 दे दिया गया है');
  });
});
