import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the media query matches, once mounted, and as it changes (a window resized, a phone turned). False in the
 * server's render and in the browser's first (hydrating) one, so both give the same markup. For parts that only some
 * screens get: the catalogue swaps its plain-HTML sort and filter forms for the react-aria controls on wide screens,
 * so a phone never loads or renders them.
 *
 * Each change is a transition: React renders it in slices that yield to the browser, where a plain update right after
 * hydration would render the page again in one long task (issue 23, total blocking time).
 */
export function useMediaAfterMount(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
