import { type Country, countryCodes, type TimeZoneOption, timeZoneIds } from '@worktrail/contract';

let countries: Country[] | undefined;

/** ISO 3166-1 countries named in English and Arabic, sorted by English name. Computed once. */
export function countryList(): Country[] {
  if (countries) return countries;
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const arabic = new Intl.DisplayNames(['ar'], { type: 'region' });
  countries = countryCodes
    .map((code) => ({ code, nameEn: english.of(code) ?? code, nameAr: arabic.of(code) ?? code }))
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
  return countries;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's offset from UTC at `at`, in minutes east of Greenwich (Asia/Riyadh: 180). */
export function utcOffsetMinutes(zone: string, at: Date): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `(UTC+03:00) Asia/Riyadh`. */
export function offsetLabel(zone: string, offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `(UTC${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}) ${zone}`;
}

/** Every IANA zone and UTC with its offset at `at`, sorted by offset, then name. */
export function timeZoneList(at: Date): TimeZoneOption[] {
  return timeZoneIds()
    .map((id) => {
      const offsetMinutes = utcOffsetMinutes(id, at);
      return { id, offsetMinutes, label: offsetLabel(id, offsetMinutes) };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id, 'en'));
}
