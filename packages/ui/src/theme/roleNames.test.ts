import { expect, it } from 'vitest';
import { colorRoleNames } from './roleNames';
import { colorRoles, colorSchemes, contrasts } from './roles';
import { primaryColors } from './tokens';
import { flattenTokens } from './vars';

const names = (tree: object) => flattenTokens(tree).map(([name]) => name);

it('names every colour role of every display setting, and no other', () => {
  for (const primary of primaryColors)
    for (const scheme of colorSchemes)
      for (const contrast of contrasts)
        expect(names(colorRoleNames)).toEqual(names(colorRoles(primary, scheme, contrast)));
});
