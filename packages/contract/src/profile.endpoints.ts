import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  countryList,
  preferences,
  profile,
  profilePicture,
  profilePictureQuery,
  timeZoneList,
  updateProfileRequest,
} from './profile.ts';

const tags = ['Profile'];
const base = '/v1/Profile';

/** The picture as it is downloaded. */
const pictureFile = z.string().meta({ format: 'binary', description: 'The picture, a 512×512 WebP' });

/** Spec §7: the profile calls, the profile picture and My Settings. */
export const profileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/GetProfile`,
    access: 'signed-in',
    tags,
    summary: 'My Profile: names and e-mail of the account; phone, country and time zone in this organisation',
    result: profile,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/UpdateCurrentProfile`,
    access: 'signed-in',
    tags,
    summary: 'Saves My Profile; the e-mail address cannot be changed here',
    body: updateProfileRequest,
    result: profile,
  }),
  countries: defineEndpoint({
    method: 'GET',
    path: `${base}/GetCountries`,
    access: 'signed-in',
    tags,
    summary: 'ISO 3166-1 countries with English and Arabic names, sorted by English name',
    result: countryList,
  }),
  timeZones: defineEndpoint({
    method: 'GET',
    path: `${base}/GetTimeZones`,
    access: 'signed-in',
    tags,
    summary: 'IANA time zones and UTC with their UTC offset now, sorted by offset then name',
    result: timeZoneList,
  }),
  updatePicture: defineEndpoint({
    method: 'PUT',
    path: `${base}/UpdateProfilePicture`,
    access: 'signed-in',
    tags,
    summary: 'Replaces the profile picture (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
    description:
      'Checked by its bytes, re-encoded as a 512×512 WebP without metadata. 413 above 5 MB, 415 for another ' +
      'type, 422 for an image of more than 40 megapixels or one that cannot be read.',
    consumes: ['multipart/form-data'],
    result: profilePicture,
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNPROCESSABLE'],
  }),
  deletePicture: defineEndpoint({
    method: 'DELETE',
    path: `${base}/DeleteProfilePicture`,
    access: 'signed-in',
    tags,
    summary: 'Removes the profile picture',
    result: profilePicture,
  }),
  picture: defineEndpoint({
    method: 'GET',
    path: `${base}/GetProfilePicture`,
    access: 'signed-in',
    tags,
    summary: "A person's picture (WebP), for members of an organisation they belong to",
    query: profilePictureQuery,
    produces: ['image/webp'],
    result: pictureFile,
    errors: ['NOT_FOUND'],
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: `${base}/GetPreferences`,
    access: 'signed-in',
    tags,
    summary: 'My Settings: language, date and time format, week start',
    result: preferences,
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: `${base}/UpdatePreferences`,
    access: 'signed-in',
    tags,
    summary: 'Saves My Settings; the language is also used for mails',
    body: preferences,
    result: preferences,
  }),
};
