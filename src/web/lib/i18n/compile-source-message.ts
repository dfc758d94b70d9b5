import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Turns an English source message, kept inline by the macros (docs/decisions/070-languages.md), into Lingui's
 * compiled form: 'Hello {name}' → ['Hello ', ['name']]. Lingui's own compiler costs 6.5 KB gzip on every page; the
 * messages here use only arguments, plural/select/selectordinal and '#', so this small one does. Rich-text tags
 * (<0>…</0>) stay in the text, as Lingui leaves them for <Trans> to place.
 */
export function compileSourceMessage(message: string): CompiledMessage {
  const parser = { text: message, at: 0 };
  return parseMessage(parser, false);
}

type CompiledPart = CompiledMessage[number];
interface Parser {
  text: string;
  at: number;
}

/** Parts up to the end or (inside a choice) its closing brace; '#' stands for the plural's number. */
function parseMessage(parser: Parser, insideChoice: boolean): CompiledMessage {
  const parts: CompiledPart[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push(text);
    text = '';
  };
  while (parser.at < parser.text.length) {
    const char = parser.text[parser.at];
    if (char === '}') {
      if (insideChoice) break;
      throw new Error(`unbalanced braces in message: ${parser.text}`);
    }
    if (char === '{') {
      flush();
      parts.push(parseArgument(parser));
      continue;
    }
    if (char === '#' && insideChoice) {
      flush();
      parts.push('#');
    } else {
      text += char;
    }
    parser.at += 1;
  }
  flush();
  return parts;
}

/** `{name}` or `{name, plural|select|selectordinal, key {message} …}`, the parser standing on its '{'. */
function parseArgument(parser: Parser): CompiledPart {
  const close = parser.text.indexOf('}', parser.at);
  const open = parser.text.indexOf('{', parser.at + 1);
  const header = parser.text.slice(parser.at + 1, open !== -1 && open < close ? open : close);
  const [name = '', format, ...rest] = header.split(',').map((part) => part.trim());
  if (!format) {
    parser.at = close + 1;
    return [name];
  }
  // What follows the format: "offset:1 one" style leading text belongs to the first key.
  parser.at += 1 + header.length;
  const options: Record<string, CompiledMessage> = {};
  let pendingKey = rest.join(',').trim();
  while (parser.at < parser.text.length && parser.text[parser.at] !== '}') {
    const open = parser.text.indexOf('{', parser.at);
    const key = `${pendingKey} ${parser.text.slice(parser.at, open)}`.trim();
    pendingKey = '';
    parser.at = open + 1;
    // An exact case ('=0') is kept under its number, as Lingui's plural looks it up.
    options[key.startsWith('=') ? key.slice(1) : key] = parseMessage(parser, true);
    parser.at += 1; // the option's '}'
    while (/\s/.test(parser.text[parser.at] ?? '')) parser.at += 1;
  }
  parser.at += 1; // the argument's '}'
  return [name, format, options] as CompiledPart;
}
