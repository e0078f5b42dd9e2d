/**
 * The `--ab-*` names. One function turns a token path into a variable name, used both to write the variables
 * (`themeCss.ts`) and to read them (`vars`), so a component cannot reference a variable that is never written.
 *
 *   vars.fg.default               → var(--ab-fg-default)
 *   vars.accent.emphasisHover     → var(--ab-accent-emphasis-hover)
 *   vars.status.danger.fg         → var(--ab-status-danger-fg)
 *   vars.radius.DEFAULT           → var(--ab-radius)
 *   vars.space[4]                 → var(--ab-space-4)
 */
import { colorRoleNames } from './roleNames';
import type { ColorRoles } from './roles';
import {
  controlHeight,
  duration,
  easing,
  fontFamilies,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  radius,
  space,
  zIndex,
} from './tokens';

const VAR_PREFIX = 'ab';

type Leaf = string | number;
/** A tree of token values: nested objects whose leaves are strings or numbers. */
export interface TokenTree {
  readonly [key: string]: Leaf | TokenTree;
}
const isLeaf = (value: unknown): value is Leaf => typeof value === 'string' || typeof value === 'number';
/** The same shape as a token tree, with every leaf replaced by a `var(--ab-…)` reference. */
export type VarTree<T> = { readonly [K in keyof T]: T[K] extends Leaf ? string : VarTree<T[K]> };

const kebab = (segment: string): string =>
  segment
    .replace(/\./g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** `['accent', 'emphasisHover']` → `--ab-accent-emphasis-hover`; a `DEFAULT` segment is dropped. */
export function varName(path: readonly string[]): string {
  const parts = path.filter((p) => p !== 'DEFAULT').map(kebab);
  return `--${VAR_PREFIX}-${parts.join('-')}`;
}

/** Every leaf of a token tree as `[--ab-name, value]`. */
export function flattenTokens(tree: object, path: readonly string[] = []): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(tree)) {
    if (isLeaf(value)) out.push([varName([...path, key]), String(value)]);
    else if (value && typeof value === 'object') out.push(...flattenTokens(value, [...path, key]));
  }
  return out;
}

function toVarTree<T extends object>(tree: T, path: readonly string[] = []): VarTree<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (isLeaf(value)) out[key] = `var(${varName([...path, key])})`;
    else if (value && typeof value === 'object') out[key] = toVarTree(value, [...path, key]);
  }
  // The loop above builds exactly the mapped shape; TypeScript cannot follow Object.entries.
  return out as VarTree<T>;
}

/** Tokens that do not change with colour scheme or contrast. */
export const staticTokens = {
  space,
  radius,
  font: {
    family: fontFamilies.sans,
    familyMono: fontFamilies.mono,
    size: fontSize,
    lineHeight,
    weight: fontWeight,
  },
  duration,
  easing,
  zIndex,
} as const satisfies TokenTree;

/** Tokens switched by display settings other than colour (density, compact layout). */
export const densityTokens = {
  comfortable: { control: { height: controlHeight.comfortable } },
  compact: { control: { height: controlHeight.compact } },
} as const satisfies Record<string, TokenTree>;

export const layoutTokens = {
  compact: { layout: { maxWidth: layout.compactMaxWidth } },
  wide: { layout: { maxWidth: 'none' } },
} as const satisfies Record<string, TokenTree>;

type ThemeShape = ColorRoles &
  typeof staticTokens &
  (typeof densityTokens)['comfortable'] &
  (typeof layoutTokens)['compact'];

const shape: ThemeShape = {
  ...colorRoleNames,
  ...staticTokens,
  ...densityTokens.comfortable,
  ...layoutTokens.compact,
};

/** Typed `var(--ab-…)` references for components. */
export const vars: VarTree<ThemeShape> = toVarTree(shape);
