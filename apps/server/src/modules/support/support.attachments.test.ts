import { supportLimits, supportMessages } from '@worktrail/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormFile, type SupportWorld, startSupportWorld, ticketFields, ticketForm } from './support.fixture.ts';

let w: SupportWorld;
let png: Buffer;
beforeAll(async () => {
  w = await startSupportWorld();
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
});
afterAll(() => w.close());

const eli = 'eli@acme.test';
const logText = '2025-06-02 09:00:01 tracker started\n2025-06-02 10:00:02 tracker stopped\n';
const download = (fileId: string, as: string) =>
  w.call({ method: 'GET', url: `/v1/FileStore/DownLoadFileAsStream?fileId=${fileId}`, as });

describe('attachments of a new ticket', () => {
  it('stores a picture as WebP and a log as text, and serves both only as downloads', async () => {
    const ticket = await w.open(eli, 'Screenshots attached', [
      { name: 'screen shot.png', data: png, contentType: 'image/png' },
      { name: 'tracker.log', data: Buffer.from(logText), contentType: 'text/plain' },
    ]);
    expect(ticket.attachmentCount).toBe(2);
    const [picture, log] = ticket.attachments;
    expect(picture).toMatchObject({ fileName: 'screen shot.webp', contentType: 'image/webp' });
    expect(log).toMatchObject({ fileName: 'tracker.log', contentType: 'text/plain', sizeBytes: logText.length });

    const image = await download(picture.id, eli);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-disposition']).toBe(
      `attachment; filename="screen shot.webp"; filename*=UTF-8''screen%20shot.webp`,
    );
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

    const text = await download(log.id, eli);
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-disposition']).toContain("filename*=UTF-8''tracker.log");
    expect(text.headers['x-content-type-options']).toBe('nosniff');
    expect(text.rawPayload.toString('utf8')).toBe(logText);
  });

  it('refuses a sixth file and a file over 10 MB with 413, storing no ticket', async () => {
    const before = (await w.ok({ method: 'GET', url: '/v1/Ticket/GetPagedList', as: eli })).totalCount;
    const six: FormFile[] = Array.from({ length: 6 }, (_, i) => ({ name: `n${i}.txt`, data: Buffer.from('note') }));
    const tooMany = await w.create(eli, ticketFields(), six);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({
      messageKey: 'support.messages.tooManyFiles',
      params: { count: supportLimits.filesPerRequest },
    });
    const big = Buffer.alloc(11 * 1024 * 1024, 'a');
    const tooLarge = await w.create(eli, ticketFields(), [{ name: 'big.log', data: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().messageKey).toBe('support.messages.fileTooLarge');
    expect((await w.ok({ method: 'GET', url: '/v1/Ticket/GetPagedList', as: eli })).totalCount).toBe(before);
  });

  it('refuses archives, programs and markup (SVG, HTML) by their bytes (415), whatever their name says', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.alloc(64, 0)]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(64, 0)]);
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from('\uFEFF  <!DOCTYPE html><html><script>alert(1)</script></html>');
    for (const file of [
      { name: 'logs.zip', data: zip },
      { name: 'notes.txt', data: exe },
      { name: 'picture.png', data: svg },
      { name: 'page.log', data: html },
    ]) {
      const response = await w.create(eli, ticketFields(), [file]);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(supportMessages.fileTypeUnsupported);
    }
  });

  it('refuses an empty file (400)', async () => {
    const response = await w.create(eli, ticketFields(), [{ name: 'empty.log', data: Buffer.alloc(0) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ messageKey: 'support.messages.fileEmpty', params: { name: 'empty' } });
  });
});

describe('the form of a new ticket', () => {
  it('names each missing field with its own text (400)', async () => {
    const response = await w.create(eli, {});
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Array<{ field: string; message: string }>;
    expect(Object.fromEntries(errors.map((error) => [error.field, error.message]))).toEqual({
      'body.Subject': supportMessages.subjectRequired,
      'body.Message': supportMessages.messageRequired,
      'body.TicketTypeId': supportMessages.ticketTypeRequired,
      'body.OperatingSystemId': supportMessages.operatingSystemRequired,
    });
  });

  it('refuses a NUL character in the subject (400, the field named)', async () => {
    const response = await w.create(eli, ticketFields({ Subject: 'Broken\u0000subject' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.Subject');
  });

  it('answers a body cut short with a 4xx, never a 500', async () => {
    const { payload, headers } = ticketForm(ticketFields(), [{ name: 'a.log', data: Buffer.from(logText) }]);
    const response = await w.call({
      method: 'POST',
      url: '/v1/Ticket/CreateTicket',
      as: eli,
      headers,
      payload: payload.subarray(0, payload.length - 60),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses a JSON body: a ticket comes as multipart (415)', async () => {
    const response = await w.call({ method: 'POST', url: '/v1/Ticket/CreateTicket', as: eli, payload: ticketFields() });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a switched-off or unknown ticket type (404, the field named)', async () => {
    const response = await w.create(eli, ticketFields({ TicketTypeId: '0193a000-0000-7000-8000-0000000009ff' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: supportMessages.ticketTypeNotFound,
      errors: [{ field: 'body.TicketTypeId' }],
    });
  });
});

describe('who may download a file', () => {
  it('the author and the owner; another employee, the manager and another organisation get 404', async () => {
    const ticket = await w.open(eli, 'Private log', [{ name: 'mine.log', data: Buffer.from(logText) }]);
    const fileId = ticket.attachments[0].id;
    expect((await download(fileId, eli)).statusCode).toBe(200);
    expect((await download(fileId, 'owner@acme.test')).statusCode).toBe(200);
    for (const stranger of ['emma@acme.test', 'mona@acme.test', 'owner@globex.test']) {
      const response = await download(fileId, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(supportMessages.fileNotFound);
    }
  });
});
