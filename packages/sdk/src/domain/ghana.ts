/**
 * Ghana's address rules (issue 21): the 16 regions, GhanaPost GPS digital addresses and phone numbers. Phone numbers
 * are checked with libphonenumber-js and its small `min` metadata (lengths and prefixes per country, kept up to date
 * by its maintainers): a Ghanaian number as people write it (`024 412 3456`, `+233 24 412 3456`), or any valid
 * international number written with `+` (E.164).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The 16 regions since the 2018 referendum, in alphabetical order (the address form's choices). */
export const GHANA_REGIONS = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

const regionByName = new Map<string, GhanaRegion>(
  GHANA_REGIONS.map((region) => [normalRegion(region), region]),
);
/** Older spellings people type, and the regions that were split in 2018 (their capital's region today). */
for (const [alias, region] of [
  ['accra', 'Greater Accra'],
  ['brong ahafo', 'Bono'],
  ['brong-ahafo', 'Bono'],
] as const)
  regionByName.set(alias, region);

function normalRegion(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+region$/, '')
    .replace(/\s+/g, ' ');
}

/** The region this text names (`greater accra region` → `Greater Accra`), or null. */
export function ghanaRegion(text: string): GhanaRegion | null {
  return regionByName.get(normalRegion(text)) ?? null;
}

/**
 * A GhanaPost GPS digital address: two letters (region and district), 3 or 4 digits, 4 digits — `GA-123-4567`,
 * `NT-0021-4456`. Dashes optional and letters in any case as typed; `normalGpsAddress` writes it the standard way.
 */
const GPS_ADDRESS = /^([A-Za-z]{2})-?(\d{3,4})-?(\d{4})$/;

export const isGpsAddress = (text: string): boolean => GPS_ADDRESS.test(text.trim());

/** `ga1234567` → `GA-123-4567`; text that is no GPS address comes back trimmed. */
export function normalGpsAddress(text: string): string {
  const match = GPS_ADDRESS.exec(text.trim());
  if (!match) return text.trim();
  return `${(match[1] as string).toUpperCase()}-${match[2]}-${match[3]}`;
}

/** Only digits, spaces, dashes, dots, brackets and one leading `+`: no letters, no emoji, no extension text. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Whether the text is a valid Ghanaian number, or a valid international number written with `+`. */
export function isPhoneNumber(text: string): boolean {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  return parsePhoneNumberFromString(trimmed, 'GH')?.isValid() ?? false;
}

/** The number in E.164 (`024 412 3456` → `+233244123456`; Ghana unless written with `+`), or null if invalid. */
export function phoneE164(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'GH');
  return parsed?.isValid() ? parsed.number : null;
}

/** A number for reading, international (`+233 24 412 3456`); a number that is not valid comes back trimmed. */
export function formatPhone(text: string): string {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return trimmed;
  const parsed = parsePhoneNumberFromString(trimmed, 'GH');
  return parsed?.isValid() ? parsed.formatInternational() : trimmed;
}

/** A WhatsApp chat link (`https://wa.me/<E.164 digits>`), with a prefilled message if given; null if invalid. */
export function whatsappUrl(phone: string, message?: string): string | null {
  const e164 = phoneE164(phone);
  if (!e164) return null;
  const link = `https://wa.me/${e164.slice(1)}`;
  return message ? `${link}?text=${encodeURIComponent(message)}` : link;
}

/** A city or town name: at least two characters and at least one letter (not `.` or `123`). */
export const isPlausiblePlace = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed.length >= 2 && /\p{L}/u.test(trimmed);
};
