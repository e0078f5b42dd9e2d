/**
 * The widgets' look: ui's colour roles (light and dark, default contrast, the default blue), exposed as private
 * `--w-*` variables that read the public `--ab-*` ones first. A host page brands a widget by setting `--ab-*` on
 * the element or any ancestor (custom properties pass into the shadow root); the storefront's own theme variables
 * win the same way. `theme.test.ts` checks these values against `@abossey/ui`'s roles. The page's `--ab-accent-*`
 * colours are checked for contrast (on-colour and hover computed from the brand) in `brand.ts`, docs/adr/0021.
 */
export const WIDGET_THEMES = ['light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

/** `--ab-*` name → [light, dark]. */
export const THEME_VARS = {
  'fg-default': ['#1C252E', '#FFFFFF'],
  'fg-muted': ['#5B6B79', '#919EAB'],
  'bg-surface': ['#FFFFFF', '#1C252E'],
  'bg-subtle': ['#F4F6F8', '#28323D'],
  'border-default': ['#DFE3E8', '#333D48'],
  'border-strong': ['#7C8A97', '#637381'],
  'accent-fg': ['#2065D1', '#76B0F1'],
  'accent-emphasis': ['#2065D1', '#76B0F1'],
  'accent-emphasis-hover': ['#184FB3', '#A3CDF7'],
  'accent-on-emphasis': ['#FFFFFF', '#141A21'],
  'accent-muted': ['#E8F4FE', '#061B64'],
  'rating-filled': ['#FFAB00', '#FFC133'],
  'focus-ring': ['#2065D1', '#76B0F1'],
  'status-success-fg': ['#0C7650', '#77ED8B'],
  'status-danger-fg': ['#B71D18', '#FFAC82'],
  'status-danger-muted': ['#FFF4EA', '#7A0916'],
  'shadow-md': [
    '0 0 2px 0 rgba(145, 158, 171, 0.2), 0 12px 24px -4px rgba(145, 158, 171, 0.16)',
    '0 0 2px 0 rgba(0, 0, 0, 0.3), 0 12px 24px -4px rgba(0, 0, 0, 0.4)',
  ],
} as const;

const FONT_SANS =
  "'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

const block = (index: 0 | 1) =>
  Object.entries(THEME_VARS)
    .map(([name, values]) => `--w-${name}:var(--ab-${name},${values[index]});`)
    .join('');

/**
 * The base rules every widget's stylesheet starts with. `.abw` is the widget's root inside its shadow root:
 * `all: initial` cuts the inherited host styles (a page's `font: 30px serif` on the element stops here).
 */
export const baseCss = `
:host{display:block}
.abw{all:initial;display:block;box-sizing:border-box;font-family:var(--ab-font-sans,${FONT_SANS});font-size:14px;line-height:1.5;color:var(--w-fg-default);${block(0)}}
.abw[data-theme=dark]{${block(1)}color-scheme:dark}
.abw *,.abw *::before,.abw *::after{box-sizing:border-box;font:inherit;color:inherit;letter-spacing:inherit}
.abw button,.abw input{margin:0;font:inherit}
.abw :focus-visible{outline:2px solid var(--w-focus-ring);outline-offset:2px}
.abw [hidden]{display:none!important}
.abw .ab-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:36px;padding:6px 14px;border:0;border-radius:var(--ab-radius,8px);background:var(--w-accent-emphasis);color:var(--w-accent-on-emphasis);font-weight:600;cursor:pointer;text-decoration:none}
.abw .ab-btn:hover{background:var(--w-accent-emphasis-hover)}
.abw .ab-btn:disabled,.abw .ab-btn[aria-disabled=true]{background:var(--w-bg-subtle);color:var(--w-fg-muted);cursor:not-allowed}
.abw .ab-msg{margin:0;padding:8px 12px;border-radius:var(--ab-radius,8px);background:var(--w-status-danger-muted);color:var(--w-status-danger-fg)}
.abw .ab-muted{color:var(--w-fg-muted)}
.abw .ab-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.abw .ab-money{direction:ltr;unicode-bidi:isolate;font-variant-numeric:tabular-nums;white-space:nowrap}
`;
