/**
 * The colour roles' names without their values: what `vars` needs to name `var(--ab-…)` references. Built from
 * `colorRoles()` instead, `vars` pulled every scheme's, contrast's and preset's colours into each app's JavaScript,
 * although only `theme.css` uses them (issue 23). TypeScript keeps the names equal to `ColorRoles`' keys, and
 * `roleNames.test.ts` to the roles `themeCss` writes.
 */
import type { ColorRoles } from './roles';

/** The shape of T with an empty string at every leaf. */
export type RoleNames<T> = { readonly [K in keyof T]-?: T[K] extends string ? '' : RoleNames<T[K]> };

const statusRole = { fg: '', muted: '', emphasis: '', onEmphasis: '', border: '' } as const;

export const colorRoleNames: RoleNames<ColorRoles> = {
  fg: { default: '', muted: '', subtle: '', disabled: '', onEmphasis: '' },
  bg: { canvas: '', surface: '', subtle: '', emphasis: '', disabled: '', backdrop: '' },
  border: { default: '', muted: '', strong: '' },
  accent: {
    fg: '',
    emphasis: '',
    emphasisHover: '',
    emphasisPressed: '',
    onEmphasis: '',
    muted: '',
    border: '',
  },
  rating: { filled: '', empty: '' },
  focusRing: '',
  status: {
    success: statusRole,
    warning: statusRole,
    danger: statusRole,
    info: statusRole,
    neutral: statusRole,
  },
  shadow: { sm: '', md: '', lg: '' },
};
