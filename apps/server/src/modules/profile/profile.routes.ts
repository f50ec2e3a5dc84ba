import multipart from '@fastify/multipart';
import {
  countryList as countryListSchema,
  okEnvelope,
  preferences,
  profile,
  profileImageMaxBytes,
  profilePicture,
  profilePictureQuery,
  timeZoneList as timeZoneListSchema,
  updateProfileRequest,
} from '@worktrail/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
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

const tags = ['Profile'];
const signedIn = { access: 'signed-in' as const };

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

/** Spec §7: the profile calls, the profile picture and My Settings. */
export const profileRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock, blobs }) => {
  const deps = { db, clock, blobs };
  // Only this plugin reads multipart bodies; one byte above the limit, so the 5 MB rule answers with its own text.
  await app.register(multipart, { limits: { fileSize: profileImageMaxBytes + 1, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/v1/Profile/GetProfile',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My Profile: names and e-mail of the account; phone, country and time zone in this organisation',
        response: { 200: okEnvelope(profile) },
      },
    },
    async (request) => ok(await getProfile({ deps, auth: requireAuth(request) })),
  );

  app.put(
    '/v1/Profile/UpdateCurrentProfile',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Saves My Profile; the e-mail address cannot be changed here',
        body: updateProfileRequest,
        response: { 200: okEnvelope(profile) },
      },
    },
    async (request) => ok(await updateProfile({ deps, auth: requireAuth(request), request: request.body })),
  );

  app.get(
    '/v1/Profile/GetCountries',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'ISO 3166-1 countries with English and Arabic names, sorted by English name',
        response: { 200: okEnvelope(countryListSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return ok(countryList());
    },
  );

  app.get(
    '/v1/Profile/GetTimeZones',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'IANA time zones and UTC with their UTC offset now, sorted by offset then name',
        response: { 200: okEnvelope(timeZoneListSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return ok(timeZoneList(clock.now()));
    },
  );

  app.put(
    '/v1/Profile/UpdateProfilePicture',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Replaces the profile picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
        description:
          'Checked by its bytes, re-encoded as a 512×512 WebP without metadata. 413 above 5 MB, 415 for another ' +
          'type, 422 for an image of more than 40 megapixels or one that cannot be read.',
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(profilePicture) },
      },
    },
    async (request) => {
      const input = await readUploadedFile(request);
      return ok(await updateProfilePicture({ deps, auth: requireAuth(request), input }));
    },
  );

  app.delete(
    '/v1/Profile/DeleteProfilePicture',
    {
      config: signedIn,
      schema: { tags, summary: 'Removes the profile picture', response: { 200: okEnvelope(profilePicture) } },
    },
    async (request) => ok(await deleteProfilePicture({ deps, auth: requireAuth(request) })),
  );

  app.get(
    '/v1/Profile/GetProfilePicture',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A person's picture (WebP), for members of an organisation they belong to",
        querystring: profilePictureQuery,
      },
    },
    async (request, reply) => {
      const stream = await readProfilePicture({ deps, auth: requireAuth(request), userId: request.query.userId });
      return reply
        .header('content-type', 'image/webp')
        .header('content-disposition', 'inline; filename="profile-picture.webp"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(stream);
    },
  );

  app.get(
    '/v1/Profile/GetPreferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My Settings: language, date and time format, week start',
        response: { 200: okEnvelope(preferences) },
      },
    },
    async (request) => ok(await getPreferences({ deps, auth: requireAuth(request) })),
  );

  app.put(
    '/v1/Profile/UpdatePreferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Saves My Settings; the language is also used for mails',
        body: preferences,
        response: { 200: okEnvelope(preferences) },
      },
    },
    async (request) => ok(await updatePreferences({ deps, auth: requireAuth(request), preferences: request.body })),
  );
};
