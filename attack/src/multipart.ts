import { randomBytes } from 'node:crypto';

export type FilePart = { field?: string; fileName: string; contentType: string; bytes: Uint8Array };

/** A multipart/form-data body as a browser's form sends it: text fields, then at most one file part. */
export function multipartBody({ fields = {}, file }: { fields?: Record<string, string>; file?: FilePart }) {
  const boundary = `----attack${randomBytes(8).toString('hex')}`;
  const chunks: Uint8Array[] = [];
  const text = (value: string) => chunks.push(Buffer.from(value, 'utf8'));
  for (const [name, value] of Object.entries(fields)) {
    text(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  if (file) {
    text(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n` +
        `content-type: ${file.contentType}\r\n\r\n`,
    );
    chunks.push(file.bytes);
    text('\r\n');
  }
  text(`--${boundary}--\r\n`);
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The same body cut off in the middle of its last part: the closing boundary never arrives. */
export function truncatedMultipart(parts: Parameters<typeof multipartBody>[0]) {
  const { body, contentType } = multipartBody(parts);
  const cut = Math.max(1, body.length - Math.max(8, Math.floor(body.length / 3)));
  return { body: body.subarray(0, cut), contentType };
}
