import { localeProblems } from '@abossey/ui';
import { expect, it } from 'vitest';

/** Every namespace folder, as the app loads them (`src/i18n/index.ts`). */
const files = import.meta.glob('./*/*.json', { eager: true, import: 'default' });

it('has every namespace in all five languages: same keys and placeholders, really translated', () => {
  expect(Object.keys(files)).toContain('./storefront/en.json');
  expect(
    localeProblems(files, {
      // Proper names written the same in Latin script ('Abossey'); Arabic transliterates them.
      sameAsEnglish: {
        fr: ['shell:siteName'],
        vi: ['shell:siteName'],
        cn: ['shell:siteName'],
      },
    }),
  ).toEqual([]);
});
