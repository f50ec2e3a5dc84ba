import { z } from 'zod';
import { languages } from './constants.ts';
import { roleKeys } from './permissions.ts';
import { countryCodes, dateFormats, profileMessages, timeFormats, weekStarts } from './profile.constants.ts';

let timeZoneSet: ReadonlySet<string> | undefined;
/** The IANA zones this runtime knows, plus "UTC": the time-zone list of the profile form. */
export function timeZoneIds(): readonly string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}
/** Whether a zone is in the time-zone list. */
export function isKnownTimeZone(zone: string): boolean {
  timeZoneSet ??= new Set(timeZoneIds());
  return timeZoneSet.has(zone);
}

/** A given name or a surname: trimmed, required, at most 100 characters. */
export const personName = (required: string) =>
  z.string().trim().min(1, required).max(100, profileMessages.nameTooLong);
/** An empty text means "none". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** `PUT /v1/Profile/UpdateCurrentProfile`: the person's names, phone, country and time zone; e-mail is read-only. */
export const updateProfileRequest = z.strictObject({
  name: personName(profileMessages.nameRequired),
  surname: personName(profileMessages.surnameRequired),
  phone: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, profileMessages.phoneInvalid)
      .nullable()
      .default(null),
  ),
  country: z.preprocess(
    emptyToNull,
    z
      .string()
      .refine((code) => countryCodes.includes(code), profileMessages.countryInvalid)
      .nullable()
      .default(null),
  ),
  timeZone: z.preprocess(
    emptyToNull,
    z.string().refine(isKnownTimeZone, profileMessages.timeZoneInvalid).nullable().default(null),
  ),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
export type UpdateProfile = z.output<typeof updateProfileRequest>;

/** `GET /v1/Profile/GetProfile` (§3 Profile), with the membership it is read in. */
export const profile = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** Where to fetch the picture (with the bearer token); changes with every new picture; null without one. */
  profileImageUrl: z.string().nullable(),
  role: z.enum(roleKeys),
  organisationName: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** One country of `GetCountries`, named in English and Arabic. */
export const country = z.object({ code: z.string(), nameEn: z.string(), nameAr: z.string() });
export type Country = z.infer<typeof country>;
export const countryList = z.array(country);

/** One zone of `GetTimeZones` with its UTC offset now, e.g. `(UTC+03:00) Asia/Riyadh`. */
export const timeZoneOption = z.object({ id: z.string(), offsetMinutes: z.number().int(), label: z.string() });
export type TimeZoneOption = z.infer<typeof timeZoneOption>;
export const timeZoneList = z.array(timeZoneOption);

/** `GET /v1/Profile/GetProfilePicture`: whose picture, and a version that makes each picture its own URL. */
export const profilePictureQuery = z.object({ userId: z.uuid(), v: z.string().max(100).optional() });

/** The answer to a picture upload or removal. */
export const profilePicture = z.object({ profileImageUrl: z.string().nullable() });
export type ProfilePicture = z.infer<typeof profilePicture>;

export const preferences = z.strictObject({
  language: z.enum(languages),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  weekStart: z.enum(weekStarts),
});
export type Preferences = z.infer<typeof preferences>;
