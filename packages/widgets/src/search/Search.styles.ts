/** The search widget's rules (after the shared base in `core/theme.ts`). */
export const searchCss = `
.ab-search{display:block;position:relative;min-width:240px}
.ab-field{position:relative}
.ab-vehicle{display:inline-flex;align-items:center;gap:2px;max-width:100%;margin:0 0 6px;padding-block:2px;padding-inline:10px 2px;border:1px solid var(--w-border-strong);border-radius:999px;background:var(--w-bg-subtle);color:var(--w-fg-default);font-size:13px;font-weight:600}
.ab-vehicle-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ab-vehicle-clear{display:inline-flex;align-items:center;justify-content:center;flex:none;width:24px;height:24px;padding:0;border:0;border-radius:999px;background:none;color:var(--w-fg-muted);cursor:pointer}
.ab-vehicle-clear:hover{background:var(--w-border-default);color:var(--w-fg-default)}
.ab-search .ab-icon{position:absolute;inset-inline-start:12px;top:50%;transform:translateY(-50%);color:var(--w-fg-muted);pointer-events:none}
.ab-search input{display:block;width:100%;height:44px;padding-block:0;padding-inline:40px 12px;border:1px solid var(--w-border-strong);border-radius:var(--ab-radius,8px);background:var(--w-bg-surface);color:var(--w-fg-default)}
.ab-search input::placeholder{color:var(--w-fg-muted);opacity:1}
.ab-pop{position:absolute;z-index:10;inset-inline:0;top:calc(100% + 4px);max-height:360px;overflow:auto;padding:4px;border:1px solid var(--w-border-default);border-radius:var(--ab-radius,8px);background:var(--w-bg-surface);box-shadow:var(--w-shadow-md)}
.ab-status{margin:0;padding:8px 12px;color:var(--w-fg-muted)}
.ab-status:empty{display:none}
.ab-pop:has([role=listbox]:not([hidden])) .ab-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;padding:0}
.ab-group{padding:8px 12px 4px;font-size:12px;font-weight:700;text-transform:uppercase;color:var(--w-fg-muted)}
.ab-opt{display:flex;align-items:center;gap:10px;min-height:40px;padding:6px 12px;border-radius:6px;cursor:pointer}
.ab-opt[aria-selected=true]{background:var(--w-accent-muted)}
.ab-opt img{width:32px;height:32px;object-fit:cover;border-radius:4px;flex:none}
.ab-opt-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
`;
