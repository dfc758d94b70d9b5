import { describe, expect, it } from 'vitest';
import { guardedLookup, isAllowedAddress, isAllowedEndpoint } from './push-endpoint.ts';

const production = { loopback: false };
const laptop = { loopback: true };

describe('the addresses push is sent to (docs/decisions/086-web-push.md)', () => {
  it('allows https push services on the internet', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH2',
      'https://8.8.8.8/push',
      'https://push.example.in:8443/send',
    ]) {
      expect(isAllowedEndpoint(endpoint, production), endpoint).toBe(true);
    }
  });

  it('refuses plain http, credentials, single-label names and every address that is not public', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://metadata/computeMetadata',
      'https://localhost/push',
      'https://127.0.0.1/push',
      'https://0.0.0.0/push',
      'https://10.1.2.3/push',
      'https://172.16.0.1/push',
      'https://192.168.1.1/push',
      'https://100.64.0.1/push',
      'https://169.254.169.254/latest',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:7f00:1]/push',
      'https://[fe80::1]/push',
      'https://[fd12:3456::1]/push',
      'https://224.0.0.1/push',
      'not a url',
    ]) {
      expect(isAllowedEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it('allows a push service on this machine only outside production', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:4000/push/1', laptop)).toBe(true);
    expect(isAllowedEndpoint('http://localhost:4000/push/1', laptop)).toBe(true);
    expect(isAllowedEndpoint('http://10.0.0.1:4000/push/1', laptop)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', laptop)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', production)).toBe(false);
    expect(isAllowedAddress('::ffff:10.0.0.1', laptop)).toBe(false);
    expect(isAllowedAddress('142.250.183.10', production)).toBe(true);
    expect(isAllowedAddress('2607:f8b0:4009:80b::200a', production)).toBe(true);
  });

  it('refuses to connect when a name resolves inside (a name pointed at loopback after it was accepted)', async () => {
    const lookup = guardedLookup(production);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('EPUSHADDRESS');
    const allowed = await new Promise<unknown>((resolve, reject) =>
      guardedLookup(laptop)('localhost', { all: true }, (failure, addresses) =>
        failure ? reject(failure) : resolve(addresses),
      ),
    );
    expect(allowed).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]),
    );
  });
});
