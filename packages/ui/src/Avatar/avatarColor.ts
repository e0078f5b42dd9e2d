/** The fallback colours of §4, as Avatar `data-color` values. */
export const avatarColors = [
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
  'neutral',
] as const;
export type AvatarColor = (typeof avatarColors)[number];

const byLetter: Record<string, AvatarColor> = {
  a: 'primary',
  c: 'primary',
  f: 'primary',
  e: 'secondary',
  d: 'secondary',
  h: 'secondary',
  i: 'info',
  k: 'info',
  l: 'info',
  m: 'success',
  n: 'success',
  p: 'success',
  q: 'warning',
  s: 'warning',
  t: 'warning',
  v: 'error',
  x: 'error',
  y: 'error',
};

/** §4: fallback colour by the first letter of the alt text; anything else (b, g, z, digits, other scripts) is neutral. */
export function avatarColor(alt: string | null | undefined): AvatarColor {
  const first = (alt ?? '').trim().charAt(0).toLowerCase();
  return byLetter[first] ?? 'neutral';
}

/** "Kwame Asante Mensah" → "KM"; "ama" → "A"; empty → "". Uses code points, so non-Latin names work. */
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : '';
  const last = words.length > 1 ? Array.from(words[words.length - 1] as string)[0] : '';
  return `${first ?? ''}${last ?? ''}`.toLocaleUpperCase();
}
