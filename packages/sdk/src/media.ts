/**
 * Media URLs in the API's answers are server-relative (`/uploads/2026/ab12.webp`, the demo's `/uploads/seed/…`):
 * right on the marketplace's own pages, broken on anyone else's origin, where `<img src="/uploads/…">` asks the host
 * page's server. A client whose `baseUrl` is absolute resolves them against that base's origin while parsing the
 * answer, so everything the kit hands to components is absolute (ADR 0020). A relative `baseUrl` (`/api`, the
 * marketplace's own apps) leaves answers untouched.
 *
 * The fields are named here, not guessed from their contents: `mediaFields.test.ts` walks every response schema and
 * fails when a field that looks like an image is missing from this list.
 */
export const MEDIA_FIELDS: ReadonlySet<string> = new Set([
  'images',
  'imageUrl',
  'avatarUrl',
  'profileImage',
  'reviewUserAvatarUrl',
]);

/** The origin to resolve media against, or null when `baseUrl` is relative (same origin: nothing to do). */
export function mediaOrigin(baseUrl: string): string | null {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(baseUrl)) return null;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
}

/** `/uploads/x.webp` → `https://abossey.example/uploads/x.webp`; absolute, protocol-relative and other values unchanged. */
const resolveOne = (value: unknown, origin: string): unknown =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;

/** The answer with every media field (at any depth) resolved against `origin`; other values as they were. */
export function resolveMediaUrls<T>(body: T, origin: string): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (!MEDIA_FIELDS.has(key)) out[key] = walk(field);
      else if (Array.isArray(field)) out[key] = field.map((item) => resolveOne(item, origin));
      else out[key] = resolveOne(field, origin);
    }
    return out;
  };
  return walk(body) as T;
}
