import { useEffect, useState } from 'react';

/**
 * False in the server's render and in the browser's first (hydrating) one, so both give the same markup; true once
 * the page has mounted. The product list swaps its plain-HTML filter and sort forms for the react-aria controls then.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
