import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export their TypeScript under the private `@abossey/source` condition (docs/adr/0001).
 * Vite's `resolve.conditions` replaces its defaults, so the defaults are kept explicitly.
 */
export const SOURCE_CONDITION = '@abossey/source';
export const clientConditions = [SOURCE_CONDITION, ...defaultClientConditions];
export const serverConditions = [SOURCE_CONDITION, ...defaultServerConditions];
