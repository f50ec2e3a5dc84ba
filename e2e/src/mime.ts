/** The parts of a received mail the journeys read: recipients, subject and the decoded text and HTML. */
export type ReadableMail = { to: string[]; subject: string; text: string; html: string; receivedAt: number };

type Part = { headers: Map<string, string>; body: string };

/** Splits a MIME entity into lower-cased headers (folded lines joined) and its body. */
function splitEntity(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end >= 0 ? normalised.slice(0, end) : normalised;
  const body = end >= 0 ? normalised.slice(end + 2) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const utf8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...new TextEncoder().encode(joined[index]));
  }
  return utf8(Uint8Array.from(bytes));
}

function decodeBody({ headers, body }: Part): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return utf8(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header such as an Arabic subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? utf8(Buffer.from(text, 'base64')) : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The leaf parts of a (possibly nested multipart) entity. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitEntity(chunk.replace(/^\n/, ''))));
}

/** Reads a raw RFC 5322 message into its subject and decoded text and HTML parts. */
export function readMail({ raw, to, receivedAt }: { raw: string; to: string[]; receivedAt: number }): ReadableMail {
  const message = splitEntity(raw);
  const parts = leaves(message);
  const ofType = (type: string) =>
    parts
      .filter((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type))
      .map(decodeBody)
      .join('\n');
  return {
    to,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: ofType('text/plain'),
    html: ofType('text/html'),
    receivedAt,
  };
}
