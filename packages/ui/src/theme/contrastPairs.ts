/**
 * Which colour is drawn on which (issue 22): the text and graphic pairs `roles.test.ts` checks against WCAG in every
 * display setting, and the tokens page shows with their ratios in the current theme. Paths are role paths
 * (`['accent', 'onEmphasis']` is `--ab-accent-on-emphasis`).
 */
import type { ColorRoles, Contrast } from './roles';
import { statusNames } from './tokens';

interface ContrastPair {
  fg: readonly string[];
  bg: readonly string[];
  /** Text needs 4.5:1 (7:1 in high contrast); graphics and control edges 3:1. */
  kind: 'text' | 'graphic';
}

const pair = (fg: string, bg: string, kind: ContrastPair['kind']): ContrastPair => ({
  fg: fg.split('.'),
  bg: bg.split('.'),
  kind,
});

export const contrastPairs: readonly ContrastPair[] = [
  ...['canvas', 'surface', 'subtle'].flatMap((bg) => [
    pair('fg.default', `bg.${bg}`, 'text'),
    pair('fg.muted', `bg.${bg}`, 'text'),
    pair('accent.fg', `bg.${bg}`, 'text'),
  ]),
  pair('fg.onEmphasis', 'bg.emphasis', 'text'),
  pair('accent.fg', 'accent.muted', 'text'),
  pair('accent.onEmphasis', 'accent.emphasis', 'text'),
  pair('accent.onEmphasis', 'accent.emphasisHover', 'text'),
  pair('accent.onEmphasis', 'accent.emphasisPressed', 'text'),
  ...statusNames.flatMap((status) => [
    pair(`status.${status}.fg`, 'bg.canvas', 'text'),
    pair(`status.${status}.fg`, 'bg.surface', 'text'),
    pair(`status.${status}.fg`, `status.${status}.muted`, 'text'),
    pair(`status.${status}.onEmphasis`, `status.${status}.emphasis`, 'text'),
  ]),
  ...['canvas', 'surface'].flatMap((bg) => [
    pair('border.strong', `bg.${bg}`, 'graphic'),
    pair('focusRing', `bg.${bg}`, 'graphic'),
    pair('fg.subtle', `bg.${bg}`, 'graphic'),
    pair('rating.empty', `bg.${bg}`, 'graphic'),
  ]),
];

/** The WCAG minimum for a pair's kind in a contrast setting. */
export const requiredContrast = (kind: ContrastPair['kind'], contrast: Contrast) =>
  kind === 'graphic' ? 3 : contrast === 'high' ? 7 : 4.5;

/** The value at a role path, e.g. `roleAt(roles, ['status', 'danger', 'fg'])`. */
export function roleAt(roles: ColorRoles, path: readonly string[]): string {
  let node: unknown = roles;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'string') throw new Error(`No colour role at ${path.join('.')}`);
  return node;
}
