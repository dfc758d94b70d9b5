/**
 * An e-mail address shown to admins without giving it away: the first two letters of the name, then the domain
 * ("priya@coep.ac.in" → "pr***@coep.ac.in"). Enough to tell messages apart and see which mail server refused them.
 */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '***';
  const name = address.slice(0, at);
  // A name of one or two letters keeps only its first, so it is never shown whole.
  const shown = name.slice(0, name.length > 2 ? 2 : 1);
  return `${shown}***${address.slice(at)}`;
}
