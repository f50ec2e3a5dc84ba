import multipart from '@fastify/multipart';
import { profileEndpoints as endpoints, profileImageMaxBytes } from '@worktrail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { imageErrors } from '../files/files.errors.ts';
import { pictureFileRequired } from './profile.errors.ts';
import {
  deleteProfilePicture,
  getPreferences,
  getProfile,
  readProfilePicture,
  updatePreferences,
  updateProfile,
  updateProfilePicture,
} from './profile.service.ts';
import { countryList, timeZoneList } from './reference-lists.ts';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** The bytes of the one `file` part of a multipart upload; refuses other requests with the §8 texts. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the picture as multipart/form-data.' });
  }
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw pictureFileRequired();
    return await part.toBuffer();
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw imageErrors.tooLarge();
    throw error;
  }
}

/** Spec §7: the profile calls of the catalogue, the profile picture and My Settings, each to its service. */
export const profileRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, blobs }) => {
  const deps = { db, clock, blobs };
  // Only this plugin reads multipart bodies; one byte above the limit, so the 5 MB rule answers with its own text.
  await app.register(multipart, { limits: { fileSize: profileImageMaxBytes + 1, files: 1, fields: 5, parts: 6 } });

  registerEndpoint(app, endpoints.get, async (request) => ok(await getProfile({ deps, auth: requireAuth(request) })));

  registerEndpoint(app, endpoints.update, async (request) =>
    ok(await updateProfile({ deps, auth: requireAuth(request), request: request.body })),
  );

  registerEndpoint(app, endpoints.countries, async (_request, reply) => {
    reply.header('cache-control', 'private, max-age=86400');
    return ok(countryList());
  });

  registerEndpoint(app, endpoints.timeZones, async (_request, reply) => {
    reply.header('cache-control', 'private, max-age=3600');
    return ok(timeZoneList(clock.now()));
  });

  registerEndpoint(app, endpoints.updatePicture, async (request) => {
    const input = await readUploadedFile(request);
    return ok(await updateProfilePicture({ deps, auth: requireAuth(request), input }));
  });

  registerEndpoint(app, endpoints.deletePicture, async (request) =>
    ok(await deleteProfilePicture({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.picture, async (request, reply) => {
    const stream = await readProfilePicture({ deps, auth: requireAuth(request), userId: request.query.userId });
    return reply
      .header('content-type', 'image/webp')
      .header('content-disposition', 'inline; filename="profile-picture.webp"')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .send(stream);
  });

  registerEndpoint(app, endpoints.preferences, async (request) =>
    ok(await getPreferences({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.updatePreferences, async (request) =>
    ok(await updatePreferences({ deps, auth: requireAuth(request), preferences: request.body })),
  );
};
