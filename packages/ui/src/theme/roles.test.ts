import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import {
  type ColorRoles,
  type ColorScheme,
  type Contrast,
  colorRoles,
  colorSchemes,
  contrasts,
} from './roles';
import { type PrimaryColor, primaryColors, statusNames } from './tokens';

interface Pair {
  name: string;
  fg: string;
  bg: string;
  /** Text needs 4.5:1 (7:1 in high contrast); graphics and control edges 3:1. */
  kind: 'text' | 'graphic';
}

function pairs(r: ColorRoles): Pair[] {
  const list: Pair[] = [];
  const text = (name: string, fg: string, bg: string) => list.push({ name, fg, bg, kind: 'text' });
  const graphic = (name: string, fg: string, bg: string) => list.push({ name, fg, bg, kind: 'graphic' });
  const surfaces = { canvas: r.bg.canvas, surface: r.bg.surface, subtle: r.bg.subtle };

  for (const [bgName, bg] of Object.entries(surfaces)) {
    text(`fg.default on bg.${bgName}`, r.fg.default, bg);
    text(`fg.muted on bg.${bgName}`, r.fg.muted, bg);
    text(`accent.fg on bg.${bgName}`, r.accent.fg, bg);
  }
  text('fg.onEmphasis on bg.emphasis', r.fg.onEmphasis, r.bg.emphasis);
  text('accent.fg on accent.muted', r.accent.fg, r.accent.muted);
  text('accent.onEmphasis on accent.emphasis', r.accent.onEmphasis, r.accent.emphasis);
  text('accent.onEmphasis on accent.emphasisHover', r.accent.onEmphasis, r.accent.emphasisHover);
  text('accent.onEmphasis on accent.emphasisPressed', r.accent.onEmphasis, r.accent.emphasisPressed);
  for (const status of statusNames) {
    const s = r.status[status];
    text(`status.${status}.fg on bg.canvas`, s.fg, r.bg.canvas);
    text(`status.${status}.fg on bg.surface`, s.fg, r.bg.surface);
    text(`status.${status}.fg on status.${status}.muted`, s.fg, s.muted);
    text(`status.${status}.onEmphasis on status.${status}.emphasis`, s.onEmphasis, s.emphasis);
  }
  for (const bgName of ['canvas', 'surface'] as const) {
    graphic(`border.strong on bg.${bgName}`, r.border.strong, r.bg[bgName]);
    graphic(`focusRing on bg.${bgName}`, r.focusRing, r.bg[bgName]);
    graphic(`fg.subtle on bg.${bgName}`, r.fg.subtle, r.bg[bgName]);
    graphic(`rating.empty on bg.${bgName}`, r.rating.empty, r.bg[bgName]);
  }
  return list;
}

const required = (kind: Pair['kind'], contrast: Contrast) =>
  kind === 'graphic' ? 3 : contrast === 'high' ? 7 : 4.5;

const combos: Array<[PrimaryColor, ColorScheme, Contrast]> = primaryColors.flatMap((primary) =>
  colorSchemes.flatMap((scheme) =>
    contrasts.map((contrast) => [primary, scheme, contrast] as [PrimaryColor, ColorScheme, Contrast]),
  ),
);

describe('colour roles meet WCAG contrast in every display setting', () => {
  it.each(combos)('%s / %s / %s contrast', (primary, scheme, contrast) => {
    const failures = pairs(colorRoles(primary, scheme, contrast))
      .map((pair) => ({
        ...pair,
        ratio: contrastRatio(pair.fg, pair.bg),
        min: required(pair.kind, contrast),
      }))
      .filter((pair) => pair.ratio < pair.min)
      .map((pair) => `${pair.name}: ${pair.fg} on ${pair.bg} = ${pair.ratio.toFixed(2)} (needs ${pair.min})`);
    expect(failures).toEqual([]);
  });

  it('the contrast helper is right on known values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(/#RRGGBB/);
  });
});
