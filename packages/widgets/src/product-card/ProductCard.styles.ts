/** The product card's rules (after the shared base in `core/theme.ts`). */
export const productCardCss = `
.ab-card{display:flex;flex-direction:column;max-width:320px;overflow:hidden;border:1px solid var(--w-border-default);border-radius:var(--ab-radius-lg,12px);background:var(--w-bg-surface)}
.ab-photo{aspect-ratio:1;background:var(--w-bg-subtle)}
.ab-photo img{display:block;width:100%;height:100%;object-fit:cover}
.ab-card-body{display:flex;flex-direction:column;gap:6px;padding:12px 14px 14px}
.ab-card p{margin:0}
.ab-name{margin:0;font-size:15px;font-weight:600;line-height:1.35}
.ab-name a{text-decoration:none}
.ab-name a:hover{text-decoration:underline}
.ab-price{font-size:18px;font-weight:700}
.ab-meta{display:flex;flex-wrap:wrap;align-items:center;gap:8px;color:var(--w-fg-muted);font-size:13px}
.ab-chip{padding:1px 8px;border-radius:999px;background:var(--w-bg-subtle);color:var(--w-fg-default)}
.ab-star{color:var(--w-rating-filled)}
.ab-fit{display:inline-flex;align-items:center;padding:1px 8px;border:1px solid currentColor;border-radius:999px;font-size:13px;font-weight:600;background:var(--w-bg-subtle);color:var(--w-fg-default)}
.ab-fit[data-fit=fits]{background:var(--w-bg-surface);color:var(--w-status-success-fg)}
.ab-fit[data-fit=doesNotFit]{background:var(--w-status-danger-muted);color:var(--w-status-danger-fg)}
.ab-stock{font-size:13px;color:var(--w-status-success-fg)}
.ab-stock.ab-out{color:var(--w-status-danger-fg)}
.ab-card .ab-btn{margin-top:4px}
.ab-skeleton{height:360px;max-width:320px;border-radius:var(--ab-radius-lg,12px);background:var(--w-bg-subtle)}
`;
