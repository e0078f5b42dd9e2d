import { describe, expect, it } from 'vitest';
import { colorRoles } from './roles';
import { themeCss } from './themeCss';
import { flattenTokens, varName, vars } from './vars';

const css = themeCss();
const declared = new Set([...css.matchAll(/(--ab-[a-z0-9-]+):/g)].map((m) => m[1]));

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
}

describe('themeCss', () => {
  it('declares every variable that `vars` lets components read', () => {
    const referenced = leaves(vars).map((ref) => /^var\((--ab-[a-z0-9-]+)\)$/.exec(ref)?.[1]);
    expect(referenced.every(Boolean)).toBe(true);
    const missing = referenced.filter((name) => !declared.has(name as string));
    expect(missing).toEqual([]);
    expect(referenced.length).toBeGreaterThan(100);
  });

  it('names variables from token paths', () => {
    expect(varName(['accent', 'emphasisHover'])).toBe('--ab-accent-emphasis-hover');
    expect(varName(['radius', 'DEFAULT'])).toBe('--ab-radius');
    expect(varName(['space', '0.5'])).toBe('--ab-space-0-5');
    expect(vars.fg.default).toBe('var(--ab-fg-default)');
    expect(vars.status.danger.fg).toBe('var(--ab-status-danger-fg)');
    expect(vars.radius.DEFAULT).toBe('var(--ab-radius)');
  });

  it('defaults to light, default contrast, blue primary, radius 8 and a 1200px compact layout', () => {
    const base = css.slice(0, css.indexOf('}'));
    const light = colorRoles('blue', 'light', 'default');
    expect(base).toContain(':root,\n[data-ab-theme] {');
    expect(base).toContain(`--ab-fg-default: ${light.fg.default};`);
    expect(base).toContain(`--ab-accent-emphasis: ${light.accent.emphasis};`);
    expect(base).toContain('--ab-radius: 8px;');
    expect(base).toContain('--ab-layout-max-width: 1200px;');
    expect(base).toContain("--ab-font-family: 'Public Sans'");
    expect(base).toContain('color-scheme: light;');
  });

  it('switches scheme and contrast by data attributes, with matching values', () => {
    const dark = colorRoles('blue', 'dark', 'default');
    const darkBlock = css.slice(css.indexOf(':root[data-color-scheme="dark"]:not([data-contrast="high"])'));
    expect(darkBlock.slice(0, darkBlock.indexOf('}'))).toContain(`--ab-bg-canvas: ${dark.bg.canvas};`);
    expect(css).toContain(':root:not([data-color-scheme="dark"])[data-contrast="high"]');
    expect(css).toContain(':root[data-color-scheme="dark"][data-contrast="high"]');
    expect(css).toContain('color-scheme: dark;');
  });

  it('has a rule for every primary preset in every scheme and contrast', () => {
    for (const primary of ['default', 'cyan', 'purple', 'orange', 'red']) {
      for (const scheme of ['[data-color-scheme="dark"]', ':not([data-color-scheme="dark"])']) {
        for (const contrast of ['[data-contrast="high"]', ':not([data-contrast="high"])']) {
          expect(css).toContain(`[data-ab-theme][data-primary="${primary}"]${scheme}${contrast}`);
        }
      }
    }
    // Blue is the default, so it also applies when no preset is set.
    expect(css).toContain(':is([data-primary="blue"], :not([data-primary]))');
    const purpleDark = colorRoles('purple', 'dark', 'default');
    const start = css.indexOf(
      ':root[data-primary="purple"][data-color-scheme="dark"]:not([data-contrast="high"])',
    );
    expect(css.slice(start, css.indexOf('}', start))).toContain(
      `--ab-accent-emphasis: ${purpleDark.accent.emphasis};`,
    );
  });

  it('has compact density, wide layout, reduced motion and forced-colours variants', () => {
    expect(css).toContain(':root[data-density="compact"]');
    expect(css).toMatch(/\[data-compact="false"\] \{\n {2}--ab-layout-max-width: none;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{[^}]*--ab-duration-fast: 0ms;/);
    const forced = css.slice(css.indexOf('@media (forced-colors: active)'));
    expect(forced).toContain('--ab-fg-default: CanvasText !important;');
    expect(forced).toContain('--ab-bg-canvas: Canvas !important;');
    expect(forced).toContain('--ab-focus-ring: Highlight !important;');
    // Every colour role has a system colour in forced-colours mode.
    const colourNames = flattenTokens(colorRoles('blue', 'light', 'default')).map(([name]) => name);
    const missing = colourNames.filter((name) => !forced.includes(`${name}:`));
    expect(missing).toEqual([]);
  });
});
