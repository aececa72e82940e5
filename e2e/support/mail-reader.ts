/**
 * Just enough MIME to read what the SMTP catcher received as a person would: the decoded subject and
 * the text/plain part (quoted-printable or base64, UTF-8), and the links in it.
 */

function decodeWords(value: string): string {
  // RFC 2047: =?UTF-8?Q?…?= and =?UTF-8?B?…?=; spaces between two encoded words are not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const index = part.search(/\r?\n\r?\n/);
  const head = index < 0 ? part : part.slice(0, index);
  const body = index < 0 ? '' : part.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The first text/plain part, looking inside multipart bodies. */
function plainText(headers: Map<string, string>, body: string): string | null {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitPart(chunk.replace(/^\r?\n/, ''));
      const text = plainText(part.headers, part.body);
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(headers, body) : null;
}

export interface ReadMail {
  subject: string;
  text: string;
  links: string[];
}

export function readMail(raw: string): ReadMail {
  const { headers, body } = splitPart(raw);
  const text = plainText(headers, body) ?? '';
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    links: text.match(/https?:\/\/[^\s<>")]+/g) ?? [],
  };
}
