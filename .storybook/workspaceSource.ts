import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

type ExportEntry = string | { source?: string; [condition: string]: unknown };

/**
 * Resolves `@abossey/*` imports to the `source` entry of the package's `exports` (its TypeScript), so stories
 * never need a build of the workspace packages.
 *
 * Deliberately not `resolve.conditions: ['source']`: react-aria, react-stately and react-aria-components declare
 * a `source` condition too, pointing at files they do not publish, and Vite would fail to resolve them.
 */
export function workspaceSource(): Plugin {
  const cache = new Map<string, string | null>();
  return {
    name: 'abossey:workspace-source',
    enforce: 'pre',
    resolveId(id) {
      const match = /^(@abossey\/[^/]+)(\/.+)?$/.exec(id);
      if (!match) return null;
      if (cache.has(id)) return cache.get(id) ?? null;
      const [, name, subpath] = match;
      const linked = path.join(repoRoot, 'node_modules', name as string);
      let resolved: string | null = null;
      if (existsSync(linked)) {
        const dir = realpathSync(linked);
        const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
          exports?: Record<string, ExportEntry>;
        };
        const entry = pkg.exports?.[subpath ? `.${subpath}` : '.'];
        if (entry && typeof entry === 'object' && typeof entry.source === 'string') {
          resolved = path.resolve(dir, entry.source);
        }
      }
      cache.set(id, resolved);
      return resolved;
    },
  };
}
