import { expect, it } from 'vitest';
import { themeStylesheet } from './themeCss';

// `@abossey/ui/theme.css` is this function's output, kept in the repository so the apps and outside apps link a
// plain file. After a token or role change, `npx vitest run -u packages/ui/src/theme/themeStylesheet.test.ts`
// writes it again; until then this test fails.
it('ships theme.css as the theme stylesheet the tokens give', async () => {
  await expect(themeStylesheet()).toMatchFileSnapshot('./theme.css');
});
