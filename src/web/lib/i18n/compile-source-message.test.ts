import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileSourceMessage } from './compile-source-message.ts';

/** The forms the app's English messages take; each must compile exactly as Lingui's own compiler would. */
const MESSAGES = [
  'Browse Items',
  'Hi, {username}',
  '{count, plural, one {# item} other {# items}}',
  '{count, plural, =0 {No results} one {# result for “{query}”} other {# results for “{query}”}}',
  'Sort: {label, select, newest {Newest} other {Other}}',
  'It’s free — <0>sign up</0> in a minute',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place',
  'Page {page} of {pages}',
];

describe('compileSourceMessage', () => {
  it.each(MESSAGES)('compiles %j as Lingui does', (message) => {
    expect(compileSourceMessage(message)).toEqual(compileMessage(message));
  });

  it('refuses a message whose braces do not close', () => {
    expect(() => compileSourceMessage('{count, plural, one {# item} other {# items}}}')).toThrow();
  });
});
