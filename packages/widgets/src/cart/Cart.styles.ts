/** The cart's rules (after the shared base in `core/theme.ts`). */
export const cartCss = `
:host{display:inline-block}
.ab-cart{position:relative;display:inline-block}
.ab-cart-btn{display:inline-flex;align-items:center;gap:8px;min-height:40px;padding:6px 14px;border:1px solid var(--w-border-strong);border-radius:var(--ab-radius,8px);background:var(--w-bg-surface);color:var(--w-fg-default);font-weight:600;cursor:pointer}
.ab-badge{min-width:22px;padding:0 6px;border-radius:999px;background:var(--w-accent-emphasis);color:var(--w-accent-on-emphasis);font-size:12px;line-height:22px;text-align:center;font-variant-numeric:tabular-nums}
.ab-panel{position:absolute;z-index:10;inset-inline-start:0;top:calc(100% + 6px);width:min(360px,90vw);max-height:70vh;overflow:auto;padding:14px;border:1px solid var(--w-border-default);border-radius:var(--ab-radius-lg,12px);background:var(--w-bg-surface);box-shadow:var(--w-shadow-md)}
.ab-title{margin:0 0 8px;font-size:16px;font-weight:700}
.ab-lines{margin:0;padding:0;list-style:none}
.ab-line{display:grid;grid-template-columns:1fr auto;grid-template-areas:'name name' 'qty total' 'qty remove';gap:4px 8px;align-items:center;padding:10px 0;border-bottom:1px solid var(--w-border-default)}
.ab-line-name{grid-area:name;font-weight:600}
.ab-line-total{grid-area:total;justify-self:end}
.ab-qty{grid-area:qty}
.ab-remove{grid-area:remove}
.ab-qty{margin:0;padding:0;border:0;min-width:0;display:inline-flex;align-items:center;gap:6px}
.ab-qty output{min-width:2ch;text-align:center;font-variant-numeric:tabular-nums}
.ab-step{width:32px;height:32px;border:1px solid var(--w-border-strong);border-radius:6px;background:var(--w-bg-surface);color:var(--w-fg-default);cursor:pointer}
.ab-step:disabled{color:var(--w-fg-muted);cursor:not-allowed}
.ab-remove{justify-self:end;min-height:32px;padding:0 6px;border:0;background:none;color:var(--w-status-danger-fg);text-decoration:underline;cursor:pointer;font-size:13px}
.ab-totals{display:grid;grid-template-columns:1fr auto;gap:4px 8px;margin:12px 0}
.ab-totals dd{margin:0;text-align:end}
.ab-grand{font-weight:700}
.ab-checkout{width:100%}
`;
