import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, requiredContrast, roleAt } from './contrastPairs';
import { type ColorScheme, type Contrast, colorRoles, colorSchemes, contrasts } from './roles';
import { type PrimaryColor, primaryColors } from './tokens';

const combos: Array<[PrimaryColor, ColorScheme, Contrast]> = primaryColors.flatMap((primary) =>
  colorSchemes.flatMap((scheme) =>
    contrasts.map((contrast) => [primary, scheme, contrast] as [PrimaryColor, ColorScheme, Contrast]),
  ),
);

describe('colour roles meet WCAG contrast in every display setting', () => {
  it.each(combos)('%s / %s / %s contrast', (primary, scheme, contrast) => {
    const roles = colorRoles(primary, scheme, contrast);
    const failures = contrastPairs
      .map((pair) => {
        const fg = roleAt(roles, pair.fg);
        const bg = roleAt(roles, pair.bg);
        return { pair, fg, bg, ratio: contrastRatio(fg, bg), min: requiredContrast(pair.kind, contrast) };
      })
      .filter(({ ratio, min }) => ratio < min)
      .map(
        ({ pair, fg, bg, ratio, min }) =>
          `${pair.fg.join('.')} on ${pair.bg.join('.')}: ${fg} on ${bg} = ${ratio.toFixed(2)} (needs ${min})`,
      );
    expect(failures).toEqual([]);
  });

  it('the contrast helper is right on known values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(/#RRGGBB/);
  });
});
