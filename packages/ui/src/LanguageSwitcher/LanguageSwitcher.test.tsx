import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { LanguageSwitcher } from './LanguageSwitcher';

// Everything else is checked by the stories. This stays here: it writes the choice to localStorage, which stories
// share in the browser (and from which a later story could pick up a language).
describe('LanguageSwitcher', { timeout: 60_000 }, () => {
  // The overlay loads on first open (React.lazy); load its module once up front so the test does not wait on a transform.
  beforeAll(() => import('./LanguageMenu'));

  it('stores the choice under i18nextLng when the instance persists', async () => {
    const i18n = createI18n({ lng: 'en' });
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <LanguageSwitcher toaster={null} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Tiếng Việt' }));
    await waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('vi'));
  });
});
