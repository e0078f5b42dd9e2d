import { colorRoles, varName } from '@abossey/ui';
import { describe, expect, it } from 'vitest';
import { THEME_VARS } from './theme';

/** ui's roles flattened to `--ab-*` names, as `themeCss` writes them. */
function roleVars(scheme: 'light' | 'dark'): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: object, path: string[]) => {
    for (const [key, value] of Object.entries(tree)) {
      if (value && typeof value === 'object') walk(value, [...path, key]);
      else out.set(varName([...path, key]), String(value));
    }
  };
  walk(colorRoles('blue', scheme, 'default'), []);
  return out;
}

describe('widget theme', () => {
  it('falls back to exactly ui’s light and dark colour roles', () => {
    const light = roleVars('light');
    const dark = roleVars('dark');
    for (const [name, [lightValue, darkValue]] of Object.entries(THEME_VARS)) {
      expect(lightValue, name).toBe(light.get(`--ab-${name}`));
      expect(darkValue, name).toBe(dark.get(`--ab-${name}`));
    }
  });
});
