import multipart from '@fastify/multipart';
import { screenshotEndpoints as endpoints, screenshotMaxBytes, uploadScreenshotFields } from '@worktrail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { createUrlSigner, deriveSecret } from '../files/signed-urls.ts';
import { loadOrCreateKeys } from '../identity/signing-keys.ts';
import { screenshotErrors } from './screenshots.errors.ts';
import {
  blurScreenshot,
  deleteScreenshot,
  openSignedScreenshot,
  projectsScreenshots,
  recentScreenshots,
  uploadScreenshot,
} from './screenshots.service.ts';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

const isClientMultipartError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

/** The text fields and the one `file` part of an agent's upload; refuses anything else with the contract's texts. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw screenshotErrors.notMultipart();
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file) file = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === 'string' || typeof part.value === 'number') {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw screenshotErrors.tooLarge();
    // Too many parts or files, a broken body: the agent's request, not the server, is at fault.
    if (isClientMultipartError(error)) throw screenshotErrors.malformed();
    throw error;
  }
  const parsed = uploadScreenshotFields.safeParse(fields);
  if (!parsed.success) {
    throw screenshotErrors.fields(
      parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
    );
  }
  if (!file) throw screenshotErrors.fileRequired();
  if (file.length > screenshotMaxBytes) throw screenshotErrors.tooLarge();
  return { fields: parsed.data, file };
}

/**
 * Screenshots (issue 6, §4, §7): agents upload them; people whose data scope covers the member list, blur and
 * delete them; pictures are served only through short-lived signed links.
 */
export const screenshotsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, blobs }) => {
  // Links are signed with a secret derived from the persisted cookie keys: stable across restarts and replicas.
  const { cookieKeys } = await loadOrCreateKeys({ db });
  const signer = createUrlSigner({ secrets: cookieKeys.map((key) => deriveSecret(key, 'screenshot-links')), clock });
  const deps = { db, clock, blobs, signer };
  // One byte above the limit, so the 10 MB rule answers with its own text.
  await app.register(multipart, {
    limits: { fileSize: screenshotMaxBytes + 1, files: 1, fields: 8, parts: 9, fieldSize: 200 },
  });

  registerEndpoint(app, endpoints.upload, async (request) => {
    const auth = requireAuth(request);
    const { fields, file } = await readUpload(request);
    return ok(await uploadScreenshot({ deps, auth, fields, file }));
  });

  registerEndpoint(app, endpoints.ofDay, async (request) => {
    const day = { date: request.query.date, memberId: request.query.userId };
    return ok(await projectsScreenshots({ deps, auth: requireAuth(request), ...day }));
  });

  registerEndpoint(app, endpoints.recent, async (request) =>
    ok(await recentScreenshots({ deps, auth: requireAuth(request), query: request.query })),
  );

  registerEndpoint(app, endpoints.blur, async (request) =>
    ok(await blurScreenshot({ deps, auth: requireAuth(request), id: request.query.ScreenShotId })),
  );

  registerEndpoint(app, endpoints.delete, async (request) =>
    ok(await deleteScreenshot({ deps, auth: requireAuth(request), id: request.query.ScreenShotId })),
  );

  registerEndpoint(app, endpoints.file, async (request, reply) => {
    const stream = await openSignedScreenshot({ deps, link: request.query });
    return reply
      .header('content-type', 'image/webp')
      .header('content-disposition', 'inline; filename="screenshot.webp"')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .header('referrer-policy', 'no-referrer')
      .send(stream);
  });
};
