/** Helpers for text drawn into SVG (covers, social cards) and other XML the server writes. */

/** Makes text safe inside XML markup (titles contain &, quotes and apostrophes). */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Breaks words into lines of at most `charactersPerLine` (librsvg cannot wrap text itself). */
export function wrapWords(words: readonly string[], charactersPerLine: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current === '') current = word;
    else if (current.length + 1 + word.length <= charactersPerLine) current = `${current} ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}
