/**
 * An e-mail subject as one clean line: every run of control characters and white space (a line break, a tab) is
 * one space. A subject carries names and titles students wrote; one written before the API refused line breaks in
 * them could otherwise start a new header line (`Bcc: …`) or show as garbage in the inbox.
 */
export function oneLineSubject(subject: string): string {
  return subject.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}
