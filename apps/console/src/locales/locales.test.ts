import { localeProblems } from '@abossey/ui';
import { expect, it } from 'vitest';

/** Every namespace folder, as the console loads them (`src/i18n.ts`). */
const files = import.meta.glob('./*/*.json', { eager: true, import: 'default' });

it('has every namespace in all five languages: same keys and placeholders, really translated', () => {
  expect(Object.keys(files)).toContain('./console/en.json');
  expect(
    localeProblems(files, {
      // Words that really are the same in French.
      sameAsEnglish: {
        fr: [
          'console:brandTag',
          'console:shopForm.description',
          'productForm:description',
          'products:columns.actions',
        ],
      },
    }),
  ).toEqual([]);
});
