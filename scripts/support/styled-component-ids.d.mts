import type { Plugin } from 'vite';

export function styledComponentId(modulePath: string, ordinal: number): string;
export function addStyledComponentIds(
  code: string,
  filename: string,
  modulePath: string,
): { code: string; map: unknown } | null;
export function styledComponentIds(options: { root: string; prefix?: string }): Plugin;
