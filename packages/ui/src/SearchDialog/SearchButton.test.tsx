// Server rendering and hydration, which a story cannot reproduce (ADR 0017): the button's interactions are in
// SearchDialog.stories.tsx.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { SearchButton } from './SearchButton';

const i18n = createI18n({ lng: 'en', persist: false });
const app = (
  <I18nProvider i18n={i18n}>
    <SearchButton />
  </I18nProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SearchButton on a server-rendered page', () => {
  it('renders Ctrl K on the server and hydrates without a mismatch, then shows ⌘K on an Apple device', async () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const html = renderToString(app);
    expect(html).toContain('Ctrl K');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector("[data-part='shortcut']")?.textContent).toBe('⌘K');
    act(() => root.unmount());
  });
});
