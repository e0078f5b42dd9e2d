import type { ReactNode } from 'react';

/** The down chevron of a closed select. */
export const Chevron = (): ReactNode => (
  <svg
    data-part="chevron"
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41Z" />
  </svg>
);
