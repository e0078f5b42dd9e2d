/**
 * Characters no text field takes (issue 21): the NUL character, which PostgreSQL cannot store in text (the insert
 * fails, and used to put the query's bound values in the log), and a lone UTF-16 surrogate, which is no character at
 * all (the driver would silently store U+FFFD instead). The API refuses both before any query runs.
 */
export const TEXT_CHARACTER_NOT_ALLOWED = 'This text contains a character that is not allowed';

/** A NUL or any surrogate half: the fast test; only a match needs the pair-by-pair look below. */
const SUSPECT = /[\0\uD800-\uDFFF]/;

/** Whether the text has a NUL character or a lone surrogate (a high half not followed by a low one, or the reverse). */
export function hasUnsafeCharacters(text: string): boolean {
  if (!SUSPECT.test(text)) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * Where in a parsed JSON value (or query, or path parameters) a string — value or key — has such a character:
 * its dotted path (`data.items.0.name`), `''` for the value itself, or null when there is none. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (hasUnsafeCharacters(current)) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasUnsafeCharacters(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
