import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts a lazily loaded overlay (`React.lazy`: a drawer, dialog or menu) the first time it opens, then keeps it
 * mounted so it can close with its animation and open again at once. While its code loads nothing shows and the
 * trigger keeps focus, so the overlay still returns focus to it on close. Issue 9: an overlay's code (react-aria's
 * modal, focus scope, positioning, collections) is downloaded when someone opens it, not with the first page.
 */
export function LazyOverlay({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
