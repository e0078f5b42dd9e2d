/**
 * Role names: what a colour is for (fg.default, border.muted, focusRing, status.success...), resolved from the raw
 * scales in `tokens.ts` for every colour scheme × contrast × primary preset. `themeCss.ts` writes them out once as
 * `--ab-*` variables; `roles.test.ts` checks every text/background pair against WCAG AA (7:1 in high contrast).
 */
import { type ColorScheme, type Contrast, colorSchemes, contrasts } from '@abossey/sdk';
import { type ColorScale, gray, primaryScales, type ScaleStep, statusScales } from './palette';
import type { PrimaryColor, StatusName } from './tokens';

// One list each with the server, which reads them from the `settings` cookie (ADR 0024).
export { type ColorScheme, type Contrast, colorSchemes, contrasts };

export interface NeutralRoles {
  fg: {
    /** Body text and headings. */
    default: string;
    /** Secondary text (still ≥ 4.5:1 on canvas, surface and subtle backgrounds). */
    muted: string;
    /** Decorative icons and graphics only (≥ 3:1), never text. */
    subtle: string;
    /** Text of disabled controls (exempt from contrast rules). */
    disabled: string;
    /** Text on `bg.emphasis`. */
    onEmphasis: string;
  };
  bg: {
    /** The page. */
    canvas: string;
    /** Cards, popovers, drawers. */
    surface: string;
    /** Wells, image placeholders, skeletons, hovered rows. */
    subtle: string;
    /** Strong neutral fill (tooltips, neutral solid badges). */
    emphasis: string;
    disabled: string;
    /** Scrim behind dialogs and drawers. */
    backdrop: string;
  };
  border: {
    /** Card and divider edges. */
    default: string;
    /** Quiet separators. */
    muted: string;
    /** Edges of controls (≥ 3:1 against canvas and surface). */
    strong: string;
  };
}

export interface AccentRoles {
  /** Links and accent text on canvas/surface/subtle/muted. */
  fg: string;
  /** Solid fills such as the primary button. */
  emphasis: string;
  emphasisHover: string;
  emphasisPressed: string;
  /** Text and icons on `emphasis` (and its hover/pressed shades). */
  onEmphasis: string;
  /** Tinted background (selected rows, accent badges). */
  muted: string;
  border: string;
}

export interface StatusRoles {
  /** Status text on canvas, surface or `muted`. */
  fg: string;
  /** Tinted background (badges, banners). */
  muted: string;
  /** Solid fill (danger button, solid badge). */
  emphasis: string;
  /** Text on `emphasis`. */
  onEmphasis: string;
  border: string;
}

export interface ShadowRoles {
  sm: string;
  md: string;
  lg: string;
}

export interface RatingRoles {
  /** Filled star (decorative: the rating is always also given as text). */
  filled: string;
  /** Empty star (≥ 3:1 against canvas and surface so the scale stays visible). */
  empty: string;
}

export interface ColorRoles extends NeutralRoles {
  accent: AccentRoles;
  rating: RatingRoles;
  /** Keyboard focus outline (≥ 3:1 against canvas and surface). */
  focusRing: string;
  status: Record<StatusName, StatusRoles>;
  shadow: ShadowRoles;
}

type Mode = `${ColorScheme}-${Contrast}`;
const modeOf = (scheme: ColorScheme, contrast: Contrast): Mode => `${scheme}-${contrast}`;

const neutral: Record<Mode, NeutralRoles> = {
  'light-default': {
    fg: { default: gray[850], muted: gray[650], subtle: gray[550], disabled: gray[500], onEmphasis: gray[0] },
    bg: {
      canvas: gray[0],
      surface: gray[0],
      subtle: gray[200],
      emphasis: gray[850],
      disabled: gray[200],
      backdrop: 'rgba(20, 26, 33, 0.48)',
    },
    border: { default: gray[300], muted: gray[200], strong: gray[550] },
  },
  'dark-default': {
    fg: { default: gray[0], muted: gray[500], subtle: gray[600], disabled: gray[600], onEmphasis: gray[900] },
    bg: {
      canvas: gray[900],
      surface: gray[850],
      subtle: gray[800],
      emphasis: gray[300],
      disabled: gray[800],
      backdrop: 'rgba(0, 0, 0, 0.64)',
    },
    border: { default: gray[750], muted: gray[800], strong: gray[600] },
  },
  'light-high': {
    fg: {
      default: gray[1000],
      muted: gray[750],
      subtle: gray[700],
      disabled: gray[600],
      onEmphasis: gray[0],
    },
    bg: {
      canvas: gray[0],
      surface: gray[0],
      subtle: gray[200],
      emphasis: gray[1000],
      disabled: gray[200],
      backdrop: 'rgba(0, 0, 0, 0.72)',
    },
    border: { default: gray[700], muted: gray[600], strong: gray[1000] },
  },
  'dark-high': {
    fg: {
      default: gray[0],
      muted: gray[300],
      subtle: gray[400],
      disabled: gray[500],
      onEmphasis: gray[1000],
    },
    bg: {
      canvas: gray[1000],
      surface: gray[950],
      subtle: gray[850],
      emphasis: gray[0],
      disabled: gray[850],
      backdrop: 'rgba(0, 0, 0, 0.8)',
    },
    border: { default: gray[400], muted: gray[500], strong: gray[0] },
  },
};

interface AccentSteps {
  fg: ScaleStep;
  emphasis: ScaleStep;
  hover: ScaleStep;
  pressed: ScaleStep;
  muted: ScaleStep;
}

/**
 * Which step of each preset plays which role. Light modes put white text on a dark-enough step; dark modes put
 * near-black text on a light-enough step. Chosen by contrast ratio, verified in roles.test.ts.
 */
const accentSteps: Record<PrimaryColor, Record<Mode, AccentSteps>> = {
  default: {
    'light-default': { fg: 700, emphasis: 700, hover: 800, pressed: 900, muted: 50 },
    'dark-default': { fg: 300, emphasis: 400, hover: 300, pressed: 200, muted: 900 },
    'light-high': { fg: 900, emphasis: 900, hover: 900, pressed: 900, muted: 50 },
    'dark-high': { fg: 200, emphasis: 200, hover: 100, pressed: 50, muted: 900 },
  },
  cyan: {
    'light-default': { fg: 700, emphasis: 600, hover: 700, pressed: 800, muted: 50 },
    'dark-default': { fg: 400, emphasis: 400, hover: 300, pressed: 200, muted: 900 },
    'light-high': { fg: 800, emphasis: 800, hover: 900, pressed: 900, muted: 50 },
    'dark-high': { fg: 200, emphasis: 200, hover: 100, pressed: 50, muted: 900 },
  },
  purple: {
    'light-default': { fg: 500, emphasis: 500, hover: 600, pressed: 700, muted: 50 },
    'dark-default': { fg: 300, emphasis: 300, hover: 200, pressed: 100, muted: 900 },
    'light-high': { fg: 600, emphasis: 600, hover: 700, pressed: 800, muted: 50 },
    'dark-high': { fg: 200, emphasis: 200, hover: 100, pressed: 50, muted: 900 },
  },
  blue: {
    'light-default': { fg: 500, emphasis: 500, hover: 600, pressed: 700, muted: 50 },
    'dark-default': { fg: 300, emphasis: 300, hover: 200, pressed: 100, muted: 900 },
    'light-high': { fg: 700, emphasis: 700, hover: 800, pressed: 900, muted: 50 },
    'dark-high': { fg: 200, emphasis: 200, hover: 100, pressed: 50, muted: 900 },
  },
  orange: {
    'light-default': { fg: 800, emphasis: 800, hover: 900, pressed: 900, muted: 50 },
    'dark-default': { fg: 500, emphasis: 500, hover: 400, pressed: 300, muted: 900 },
    'light-high': { fg: 900, emphasis: 900, hover: 900, pressed: 900, muted: 50 },
    'dark-high': { fg: 200, emphasis: 200, hover: 100, pressed: 50, muted: 900 },
  },
  red: {
    'light-default': { fg: 700, emphasis: 700, hover: 800, pressed: 900, muted: 50 },
    'dark-default': { fg: 300, emphasis: 400, hover: 300, pressed: 200, muted: 900 },
    'light-high': { fg: 800, emphasis: 800, hover: 900, pressed: 900, muted: 50 },
    'dark-high': { fg: 200, emphasis: 200, hover: 100, pressed: 50, muted: 900 },
  },
};

export function accentRoles(primary: PrimaryColor, scheme: ColorScheme, contrast: Contrast): AccentRoles {
  const mode = modeOf(scheme, contrast);
  const steps = accentSteps[primary][mode];
  const scale = primaryScales[primary];
  return {
    fg: scale[steps.fg],
    emphasis: scale[steps.emphasis],
    emphasisHover: scale[steps.hover],
    emphasisPressed: scale[steps.pressed],
    onEmphasis: scheme === 'light' ? gray[0] : contrast === 'high' ? gray[1000] : gray[900],
    muted: scale[steps.muted],
    border: scale[steps.emphasis],
  };
}

function hueStatus(scale: ColorScale, fgStep: ScaleStep, mode: Mode): StatusRoles {
  switch (mode) {
    case 'light-default':
      return {
        fg: scale[fgStep],
        muted: scale[50],
        emphasis: scale[fgStep],
        onEmphasis: gray[0],
        border: scale[300],
      };
    case 'dark-default':
      return {
        fg: scale[300],
        muted: scale[900],
        emphasis: scale[400],
        onEmphasis: gray[900],
        border: scale[700],
      };
    case 'light-high':
      return {
        fg: scale[900],
        muted: gray[0],
        emphasis: scale[900],
        onEmphasis: gray[0],
        border: scale[900],
      };
    case 'dark-high':
      return {
        fg: scale[200],
        muted: gray[1000],
        emphasis: scale[200],
        onEmphasis: gray[1000],
        border: scale[200],
      };
  }
}

const neutralStatus: Record<Mode, StatusRoles> = {
  'light-default': {
    fg: gray[650],
    muted: gray[200],
    emphasis: gray[650],
    onEmphasis: gray[0],
    border: gray[300],
  },
  'dark-default': {
    fg: gray[400],
    muted: gray[800],
    emphasis: gray[400],
    onEmphasis: gray[900],
    border: gray[700],
  },
  'light-high': {
    fg: gray[1000],
    muted: gray[0],
    emphasis: gray[750],
    onEmphasis: gray[0],
    border: gray[1000],
  },
  'dark-high': {
    fg: gray[0],
    muted: gray[1000],
    emphasis: gray[300],
    onEmphasis: gray[1000],
    border: gray[0],
  },
};

export function statusRoles(scheme: ColorScheme, contrast: Contrast): Record<StatusName, StatusRoles> {
  const mode = modeOf(scheme, contrast);
  return {
    success: hueStatus(statusScales.success, 800, mode),
    warning: hueStatus(statusScales.warning, 800, mode),
    danger: hueStatus(statusScales.danger, 700, mode),
    info: hueStatus(statusScales.info, 700, mode),
    neutral: neutralStatus[mode],
  };
}

const shadows: Record<Mode, ShadowRoles> = {
  'light-default': {
    sm: '0 1px 2px 0 rgba(145, 158, 171, 0.24)',
    md: '0 0 2px 0 rgba(145, 158, 171, 0.2), 0 12px 24px -4px rgba(145, 158, 171, 0.16)',
    lg: '0 0 2px 0 rgba(145, 158, 171, 0.24), 0 24px 48px -8px rgba(145, 158, 171, 0.24)',
  },
  'dark-default': {
    sm: '0 1px 2px 0 rgba(0, 0, 0, 0.4)',
    md: '0 0 2px 0 rgba(0, 0, 0, 0.3), 0 12px 24px -4px rgba(0, 0, 0, 0.4)',
    lg: '0 0 2px 0 rgba(0, 0, 0, 0.36), 0 24px 48px -8px rgba(0, 0, 0, 0.48)',
  },
  // High contrast relies on solid borders, not soft shadows.
  'light-high': { sm: 'none', md: 'none', lg: '0 0 0 1px #000000' },
  'dark-high': { sm: 'none', md: 'none', lg: '0 0 0 1px #FFFFFF' },
};

const ratings: Record<Mode, RatingRoles> = {
  'light-default': { filled: statusScales.warning[500], empty: gray[550] },
  'dark-default': { filled: statusScales.warning[400], empty: gray[600] },
  'light-high': { filled: statusScales.warning[900], empty: gray[700] },
  'dark-high': { filled: statusScales.warning[200], empty: gray[400] },
};

export function ratingRoles(scheme: ColorScheme, contrast: Contrast): RatingRoles {
  return ratings[modeOf(scheme, contrast)];
}

export function neutralRoles(scheme: ColorScheme, contrast: Contrast): NeutralRoles {
  return neutral[modeOf(scheme, contrast)];
}

/** Every colour role, resolved to concrete values, for one display setting. */
export function colorRoles(primary: PrimaryColor, scheme: ColorScheme, contrast: Contrast): ColorRoles {
  const accent = accentRoles(primary, scheme, contrast);
  return {
    ...neutralRoles(scheme, contrast),
    accent,
    rating: ratingRoles(scheme, contrast),
    focusRing: accent.fg,
    status: statusRoles(scheme, contrast),
    shadow: shadows[modeOf(scheme, contrast)],
  };
}
