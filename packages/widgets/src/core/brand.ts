import { THEME_VARS, type WidgetTheme } from './theme';

/**
 * A garage's brand colours, kept readable (issue 22, docs/adr/0021). A host page sets `--ab-accent-*` once, for
 * both of our themes; a purple that reads well under white text on a light page (`#7a1fa2`) got our dark theme's
 * dark on-colour (1.9:1), and `:hover` fell back to our blue. So each widget reads the `--ab-*` values the page
 * gives it and overrides its private `--w-*` ones:
 * - the on-colour (text on the accent) is the page's if it reaches 4.5:1 on the accent, otherwise ours, the other
 *   theme's, white or black, the first that reaches 4.5:1 (white or black always does: √21 ≈ 4.58);
 * - the hover colour is the page's if it keeps 4.5:1 under the on-colour, otherwise the accent moved 16 % away from
 *   the on-colour (darker under light text, lighter under dark text): still the brand, and more contrast, not less;
 * - `accent-fg` (accent text on the surface) is moved toward the text colour until it reaches 4.5:1;
 * - `accent-muted` (a background under our text) that does not reach 4.5:1 is dropped for ours.
 * Every change to a colour the page set is said once in the console (`console.warn`).
 */
export type Rgb = readonly [number, number, number];

/** The `--ab-*` names a page may set that this module checks. */
export const BRAND_VARS = [
  'accent-fg',
  'accent-emphasis',
  'accent-emphasis-hover',
  'accent-on-emphasis',
  'accent-muted',
  'bg-surface',
  'fg-default',
] as const;
type BrandVar = (typeof BRAND_VARS)[number];
export type BrandValues = Partial<Record<BrandVar, string>>;

/** WCAG's minimum for normal text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB =
  /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/i;

/** `#rgb`, `#rrggbb`, `rgb()`/`rgba()` (opaque only) → channels; anything else undefined. */
export function parseColour(value: string): Rgb | undefined {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const n = Number.parseInt(full, 16);
    return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const alpha = rgb[4];
    if (alpha !== undefined && Number.parseFloat(alpha) !== (alpha.endsWith('%') ? 100 : 1)) return undefined;
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  return undefined;
}

const hexOf = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  a.map((v, i) => v + ((b[i] as number) - v) * t) as unknown as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const HOVER_SHIFT = 0.16;

/** Our value of `--ab-<name>` in `theme`. */
const ours = (name: keyof typeof THEME_VARS, theme: WidgetTheme) =>
  parseColour(THEME_VARS[name][theme === 'dark' ? 1 : 0]) as Rgb;

interface BrandResult {
  /** `--w-*` overrides for the widget's root (empty when the page sets nothing we must change). */
  vars: Record<string, string>;
  /** One sentence per colour of the page's that was replaced or adjusted. */
  warnings: string[];
}

/**
 * The `--w-*` overrides for what a page set (`values`, its `--ab-*` without the prefix), in `theme`. `resolve` turns
 * a colour `parseColour` cannot read (`hsl()`, `oklch()`, a name) into channels (the browser's canvas does it).
 */
export function brandVars(
  values: BrandValues,
  theme: WidgetTheme,
  resolve: (value: string) => Rgb | undefined = () => undefined,
): BrandResult {
  const vars: Record<string, string> = {};
  const warnings: string[] = [];
  const given = (name: BrandVar): Rgb | undefined => {
    const value = values[name]?.trim();
    if (!value) return undefined;
    const colour = parseColour(value) ?? resolve(value);
    if (!colour)
      warnings.push(`--ab-${name}: "${value}" is not a colour the widget can check; using its own.`);
    return colour;
  };
  const surface = given('bg-surface') ?? ours('bg-surface', theme);
  const text = given('fg-default') ?? ours('fg-default', theme);

  const brandEmphasis = given('accent-emphasis');
  const emphasis = brandEmphasis ?? ours('accent-emphasis', theme);
  if (brandEmphasis) vars['accent-emphasis'] = hexOf(brandEmphasis);

  const brandOn = given('accent-on-emphasis');
  let on = brandOn ?? ours('accent-on-emphasis', theme);
  if (contrastRatio(on, emphasis) < MIN_TEXT_CONTRAST) {
    const candidates = [
      ours('accent-on-emphasis', theme),
      ours('accent-on-emphasis', theme === 'dark' ? 'light' : 'dark'),
      WHITE,
      BLACK,
    ];
    const fixed =
      candidates.find((c) => contrastRatio(c, emphasis) >= MIN_TEXT_CONTRAST) ??
      (contrastRatio(WHITE, emphasis) > contrastRatio(BLACK, emphasis) ? WHITE : BLACK);
    if (brandOn)
      warnings.push(
        `--ab-accent-on-emphasis: ${hexOf(brandOn)} on ${hexOf(emphasis)} is ${contrastRatio(brandOn, emphasis).toFixed(1)}:1, under 4.5:1; using ${hexOf(fixed)}.`,
      );
    on = fixed;
    vars['accent-on-emphasis'] = hexOf(on);
  } else if (brandOn) vars['accent-on-emphasis'] = hexOf(brandOn);

  const brandHover = given('accent-emphasis-hover');
  if (brandHover && contrastRatio(brandHover, on) >= MIN_TEXT_CONTRAST)
    vars['accent-emphasis-hover'] = hexOf(brandHover);
  else if (brandHover || brandEmphasis || vars['accent-on-emphasis']) {
    const away = luminance(on) > 0.5 ? BLACK : WHITE;
    const hover = mix(emphasis, away, HOVER_SHIFT);
    if (brandHover)
      warnings.push(
        `--ab-accent-emphasis-hover: ${hexOf(brandHover)} under ${hexOf(on)} is ${contrastRatio(brandHover, on).toFixed(1)}:1, under 4.5:1; using ${hexOf(hover)}.`,
      );
    vars['accent-emphasis-hover'] = hexOf(hover);
  }

  const brandFg = given('accent-fg');
  if (brandFg) {
    let fg = brandFg;
    for (let step = 1; contrastRatio(fg, surface) < MIN_TEXT_CONTRAST && step <= 10; step++)
      fg = mix(brandFg, text, step / 10);
    if (fg !== brandFg)
      warnings.push(
        `--ab-accent-fg: ${hexOf(brandFg)} on ${hexOf(surface)} is ${contrastRatio(brandFg, surface).toFixed(1)}:1, under 4.5:1; using ${hexOf(fg)}.`,
      );
    vars['accent-fg'] = hexOf(fg);
  }

  const brandMuted = given('accent-muted');
  if (brandMuted) {
    if (contrastRatio(text, brandMuted) >= MIN_TEXT_CONTRAST) vars['accent-muted'] = hexOf(brandMuted);
    else {
      const fallback = ours('accent-muted', theme);
      warnings.push(
        `--ab-accent-muted: text on ${hexOf(brandMuted)} is ${contrastRatio(text, brandMuted).toFixed(1)}:1, under 4.5:1; using ${hexOf(fallback)}.`,
      );
      vars['accent-muted'] = hexOf(fallback);
    }
  }
  return { vars, warnings };
}
