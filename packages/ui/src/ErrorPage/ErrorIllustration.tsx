import type { ErrorPageCode } from './errorPageCodes';

/**
 * Decorative error illustrations (aria-hidden; the heading carries the meaning): a car on a road with a
 * padlock (403), a loose wheel and a question mark (404) or a broken gear (500). Colours come from the theme
 * through `data-part` rules in ErrorPage.styles.ts.
 */
export function ErrorIllustration({ code }: { code: ErrorPageCode }) {
  return (
    <svg
      data-part="illustration"
      viewBox="0 0 320 220"
      width="320"
      height="220"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse data-part="ill-backdrop" cx="160" cy="112" rx="148" ry="100" />
      <text data-part="ill-code" x="160" y="96" textAnchor="middle">
        {code}
      </text>
      <rect data-part="ill-road" x="24" y="186" width="272" height="6" rx="3" />
      {/* The car: body, cabin, windows and wheels. */}
      <path
        data-part="ill-car"
        d="M62 170v-18c0-6 4-10 10-11l22-3 18-20c4-4 9-6 15-6h46c6 0 11 3 14 7l16 19 26 4c6 1 11 6 11 12v16c0 3-2 5-5 5h-168c-3 0-5-2-5-5Z"
      />
      <path
        data-part="ill-window"
        d="M104 138l14-16c2-2 5-3 8-3h18v19h-40Zm48 0v-19h14c3 0 6 1 8 3l13 16h-35Z"
      />
      {code === 404 ? null : <circle data-part="ill-wheel" cx="98" cy="176" r="14" />}
      <circle data-part="ill-wheel" cx="206" cy="176" r="14" />
      <circle data-part="ill-hub" cx="206" cy="176" r="5" />
      {code === 404 ? null : <circle data-part="ill-hub" cx="98" cy="176" r="5" />}
      {code === 403 ? (
        <g data-part="ill-sign">
          <rect x="238" y="92" width="44" height="36" rx="6" />
          <path d="M248 92v-8a12 12 0 0 1 24 0v8h-6v-8a6 6 0 0 0-12 0v8h-6Z" />
          <circle data-part="ill-sign-detail" cx="260" cy="108" r="5" />
          <rect data-part="ill-sign-detail" x="258" y="110" width="4" height="10" rx="2" />
        </g>
      ) : null}
      {code === 404 ? (
        <g data-part="ill-sign">
          <circle data-part="ill-wheel" cx="40" cy="172" r="14" />
          <circle data-part="ill-hub" cx="40" cy="172" r="5" />
          <path d="M258 74a18 18 0 1 1 30 13c-5 4-8 7-8 13v3h-10v-4c0-8 4-12 9-16a8 8 0 1 0-13-6h-8Zm12 38h10v10h-10v-10Z" />
        </g>
      ) : null}
      {code === 500 ? (
        <g data-part="ill-sign">
          <path d="M262 70l6 2 4-5 7 4-2 6 5 5 6-2 4 7-5 4 1 7-6 3-4-5-7 1-3 6-8-3 1-6-5-5-6 2-3-8 5-3v-7l-5-4 4-7 6 3 5-4Zm8 18a8 8 0 1 0 0 .1Z" />
          <path data-part="ill-spark" d="M236 118l10-18h-8l6-14-16 20h8l-6 12Z" />
        </g>
      ) : null}
    </svg>
  );
}
