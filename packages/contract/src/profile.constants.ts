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

/** My Settings (§2): the person's own display preferences. */
export const dateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
export const timeFormats = ['12h', '24h'] as const;
export const weekStarts = ['saturday', 'sunday', 'monday'] as const;
export type DateFormat = (typeof dateFormats)[number];
export type TimeFormat = (typeof timeFormats)[number];
export type WeekStart = (typeof weekStarts)[number];
