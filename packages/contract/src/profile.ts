import { z } from 'zod';
import { languages } from './constants.ts';
import { roleKeys } from './permissions.ts';

/** Texts of the profile API that server and web show word for word (§5, §8). */
export const profileMessages = {
  nameRequired: 'Name is required.',
  surnameRequired: 'Surname is required.',
  nameTooLong: 'Use at most 100 characters.',
  phoneInvalid: 'Enter a valid phone number: digits, spaces, brackets or dashes, optionally starting with +.',
  countryInvalid: 'Choose a country from the list.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  invalidFileType: 'Invalid file type. Please choose a JPEG, PNG or WebP image.',
  fileTooLarge: 'File too large. The maximum size is 5 MB.',
  fileRequired: 'Please choose an image to upload.',
  imageTooManyPixels: 'The image is too large to process. Use an image of at most 40 megapixels.',
  imageUnreadable: 'The image could not be read. It may be damaged.',
  pictureNotFound: 'The profile picture was not found.',
} as const;

/** §9: a profile image is at most 5 MB. */
export const profileImageMaxBytes = 5 * 1024 * 1024;
/** The image types §5 accepts, by MIME type. */
export const profileImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** ISO 3166-1 alpha-2 codes, the country list of the profile form. */
export const countryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

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

/** My Settings (§2): the person's own display preferences. */
export const dateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
export const timeFormats = ['12h', '24h'] as const;
export const weekStarts = ['saturday', 'sunday', 'monday'] as const;
export type DateFormat = (typeof dateFormats)[number];
export type TimeFormat = (typeof timeFormats)[number];
export type WeekStart = (typeof weekStarts)[number];

export const preferences = z.strictObject({
  language: z.enum(languages),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  weekStart: z.enum(weekStarts),
});
export type Preferences = z.infer<typeof preferences>;
