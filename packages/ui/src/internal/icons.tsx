import type { ReactNode, SVGProps } from 'react';

/**
 * Internal decorative icons (24 × 24 grid, 1em by default, currentColor). Always aria-hidden: the control or text
 * next to an icon carries the meaning.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Svg {...props}>
      {filled ? (
        <path d="M12 21.35 10.55 20.03C5.4 15.36 2 12.27 2 8.5 2 5.41 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.41 22 8.5c0 3.77-3.4 6.86-8.55 11.54L12 21.35Z" />
      ) : (
        <path d="M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.41 2 8.5c0 3.77 3.4 6.86 8.55 11.53L12 21.35l1.45-1.32C18.6 15.36 22 12.27 22 8.5 22 5.41 19.58 3 16.5 3Zm-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05Z" />
      )}
    </Svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d={STAR} />
    </Svg>
  );
}

const STAR =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27Z';
const starRows = new Map<number, string>();

/** STAR moved `dx` units right: the x of every absolute (M, L) pair shifts; relative (l) moves stay. */
function shiftStar(dx: number): string {
  return STAR.replace(/([MLlZ])([^MLlZ]*)/g, (_, command: string, args: string) => {
    const numbers = args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
    const moved =
      command === 'l'
        ? numbers
        : numbers.map((n, i) => (i % 2 === 0 ? String(Math.round((Number(n) + dx) * 100) / 100) : n));
    return `${command}${moved.join(' ')}`;
  });
}

/** `count` stars side by side as one path (each 24 units wide), made once per count. */
function starRow(count: number): string {
  let row = starRows.get(count);
  if (row === undefined) {
    row = Array.from({ length: count }, (_, i) => shiftStar(24 * i)).join('');
    starRows.set(count, row);
  }
  return row;
}

/**
 * `count` stars in one row, drawn exactly where `count` StarIcons side by side would be, as one element: a card's
 * rating was 20 nodes (a fifth of a product list's HTML), the heaviest part of a server render.
 */
export function StarRowIcon({ count, ...props }: IconProps & { count: number }) {
  return (
    <Svg {...props} width={`${count}em`} viewBox={`0 0 ${24 * count} 24`}>
      <path d={starRow(count)} />
    </Svg>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2Zm10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2ZM7.17 14.75l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4l-3.87 7H8.53L4.27 2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42a.25.25 0 0 1-.25-.25Z" />
    </Svg>
  );
}

/** Picture frame for products without a photo. */
export function ImagePlaceholderIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm0 16H5V5h14v14Zm-5.04-6.71-2.75 3.54-1.96-2.36L6.5 17h11l-3.54-4.71Z" />
    </Svg>
  );
}
