import { describe, expect, it } from 'vitest';
import { brandVars, contrastRatio, MIN_TEXT_CONTRAST, parseColour, type Rgb } from './brand';
import { WIDGET_THEMES } from './theme';

const rgb = (value: string) => parseColour(value) as Rgb;

describe('parseColour', () => {
  it('reads hex and opaque rgb(), nothing else', () => {
    expect(parseColour('#7a1fa2')).toEqual([122, 31, 162]);
    expect(parseColour(' #fff ')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(122, 31, 162)')).toEqual([122, 31, 162]);
    expect(parseColour('rgba(122, 31, 162, 1)')).toEqual([122, 31, 162]);
    expect(parseColour('rgb(122 31 162 / 100%)')).toEqual([122, 31, 162]);
    expect(parseColour('rgba(122, 31, 162, 0.5)')).toBeUndefined();
    expect(parseColour('purple')).toBeUndefined();
  });
});

describe('brandVars', () => {
  it('puts light text on the issue-22 purple in the dark theme (2.1:1 with ours)', () => {
    const { vars, warnings } = brandVars({ 'accent-emphasis': '#7a1fa2' }, 'dark');
    expect(vars['accent-emphasis']).toBe('#7a1fa2');
    expect(contrastRatio(rgb(vars['accent-on-emphasis'] as string), rgb('#7a1fa2'))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(warnings).toEqual([]);
  });

  it('keeps the brand on hover: a darker shade under light text, a lighter one under dark text', () => {
    const purple = brandVars({ 'accent-emphasis': '#7a1fa2' }, 'light').vars;
    expect(purple['accent-on-emphasis']).toBeUndefined(); // ours (white) already reads
    expect(purple['accent-emphasis-hover']).toBe('#661a88');
    const yellow = brandVars({ 'accent-emphasis': '#ffc107' }, 'light').vars;
    expect(yellow['accent-on-emphasis']).toBe('#141a21');
    const hover = rgb(yellow['accent-emphasis-hover'] as string);
    expect(hover.every((v, i) => v >= (rgb('#ffc107')[i] as number))).toBe(true);
  });

  it('reaches 4.5:1 for any accent in both themes, at rest and on hover', () => {
    let seed = 22;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed % 256;
    };
    for (let i = 0; i < 2000; i++) {
      const accent = `#${[random(), random(), random()].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      for (const theme of WIDGET_THEMES) {
        const { vars } = brandVars({ 'accent-emphasis': accent }, theme);
        const on = rgb(vars['accent-on-emphasis'] ?? (theme === 'dark' ? '#141A21' : '#FFFFFF'));
        expect(contrastRatio(on, rgb(accent)), `${accent} ${theme}`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
        expect(
          contrastRatio(on, rgb(vars['accent-emphasis-hover'] as string)),
          `${accent} ${theme} hover`,
        ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });

  it('keeps a page’s own on-colour and hover when they read, and says why when they do not', () => {
    const good = brandVars(
      { 'accent-emphasis': '#7a1fa2', 'accent-on-emphasis': '#fff', 'accent-emphasis-hover': '#5c1379' },
      'dark',
    );
    expect(good.vars).toEqual({
      'accent-emphasis': '#7a1fa2',
      'accent-on-emphasis': '#ffffff',
      'accent-emphasis-hover': '#5c1379',
    });
    expect(good.warnings).toEqual([]);
    const bad = brandVars(
      { 'accent-emphasis': '#7a1fa2', 'accent-on-emphasis': '#333', 'accent-emphasis-hover': '#e0c0f0' },
      'light',
    );
    expect(bad.vars['accent-on-emphasis']).toBe('#ffffff');
    expect(bad.vars['accent-emphasis-hover']).toBe('#661a88');
    expect(bad.warnings).toEqual([
      '--ab-accent-on-emphasis: #333333 on #7a1fa2 is 1.5:1, under 4.5:1; using #ffffff.',
      '--ab-accent-emphasis-hover: #e0c0f0 under #ffffff is 1.6:1, under 4.5:1; using #661a88.',
    ]);
  });

  it('moves accent text toward the text colour until it reads on the surface', () => {
    const { vars, warnings } = brandVars({ 'accent-fg': '#7a1fa2' }, 'dark');
    const fg = rgb(vars['accent-fg'] as string);
    expect(contrastRatio(fg, rgb('#1C252E'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(warnings).toHaveLength(1);
    expect(brandVars({ 'accent-fg': '#7a1fa2' }, 'light')).toEqual({
      vars: { 'accent-fg': '#7a1fa2' },
      warnings: [],
    });
  });

  it('drops an accent-muted our text cannot be read on', () => {
    const { vars, warnings } = brandVars({ 'accent-muted': '#7a1fa2' }, 'light');
    expect(vars['accent-muted']).toBe('#e8f4fe');
    expect(warnings[0]).toMatch(/^--ab-accent-muted: text on #7a1fa2 is/);
  });

  it('asks the browser about other colour syntaxes, and falls back to ours when it cannot tell', () => {
    const resolved = brandVars({ 'accent-emphasis': 'hsl(282 68% 38%)' }, 'dark', () => rgb('#7a1fa2'));
    expect(resolved.vars['accent-emphasis']).toBe('#7a1fa2');
    const unknown = brandVars({ 'accent-emphasis': 'color-mix(in oklch, red, blue)' }, 'dark');
    expect(unknown.vars).toEqual({});
    expect(unknown.warnings).toEqual([
      '--ab-accent-emphasis: "color-mix(in oklch, red, blue)" is not a colour the widget can check; using its own.',
    ]);
  });

  it('changes nothing when the page sets nothing', () => {
    for (const theme of WIDGET_THEMES) expect(brandVars({}, theme)).toEqual({ vars: {}, warnings: [] });
  });
});
