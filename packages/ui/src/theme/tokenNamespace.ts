/**
 * The public `tokens` namespace: the sizes and durations of `tokens.ts` and the colours of `palette.ts`. Not a
 * re-export inside `tokens.ts`: the first page's chunk would then take the palette along with the sizes (issue 23).
 */
export * from './palette';
export * from './tokens';
