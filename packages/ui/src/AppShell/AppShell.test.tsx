import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { expectNoAxeViolations } from '../test/axe';
import { ThemeProvider } from '../theme/ThemeProvider';
import { AppShell } from './AppShell';

/** The shell brings its own <main>, so it is rendered without renderWithProviders' wrapper. */
function renderShell(ui: ReactElement, lng = 'en') {
  const i18n = createI18n({ lng, persist: false });
  const wrap = (node: ReactElement) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider>{node}</ThemeProvider>
    </I18nProvider>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    user: userEvent.setup(),
    rerender: (next: ReactElement) => result.rerender(wrap(next)),
  };
}

// The sidebar is display:none below md (jsdom applies no media queries), so its links are queried with hidden.
const sidebarNav = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-part="sidebar"] nav');

describe('AppShell', { timeout: 30_000 }, () => {
  it('has banner, main and contentinfo landmarks and the role menu in the sidebar', () => {
    const { container } = renderShell(
      <AppShell userType="customer" currentPath="/wishlist" wishlistCount={2}>
        <h1>Wishlist</h1>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = sidebarNav(container);
    expect(nav).toHaveAttribute('data-layout', 'vertical');
    expect(
      within(nav as HTMLElement).getByRole('link', { name: 'Wishlist 2 items', hidden: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('the skip link is the first Tab stop and moves focus to main', async () => {
    const { user } = renderShell(<AppShell>content</AppShell>);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('horizontal puts the menu in the header; mini uses the icon rail', () => {
    const { container, rerender } = renderShell(
      <AppShell navLayout="horizontal" userType="admin" currentPath="/orders" />,
    );
    expect(sidebarNav(container)).toBeNull();
    const headerNav = within(screen.getByRole('banner')).getByRole('navigation', { hidden: true });
    expect(headerNav).toHaveAttribute('data-layout', 'horizontal');
    rerender(<AppShell navLayout="mini" userType="admin" currentPath="/orders" />);
    expect(sidebarNav(container)).toHaveAttribute('data-layout', 'mini');
    expect(within(screen.getByRole('banner')).queryByRole('navigation', { hidden: true })).toBeNull();
  });

  it('passes header slots, shows them by sign-in state, and replaces or drops the footer', () => {
    const { rerender } = renderShell(
      <AppShell
        header={{ account: <button type="button">Account</button> }}
        footer={<footer>Custom</footer>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Custom');
    rerender(
      <AppShell
        userType="vendor"
        header={{ account: <button type="button">Account</button> }}
        footer={null}
      />,
    );
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('translates the skip link', () => {
    renderShell(<AppShell />, 'fr');
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderShell(
      <AppShell userType="vendor" currentPath="/dashboard">
        <h1>Dashboard</h1>
      </AppShell>,
    );
    await expectNoAxeViolations(container);
  });
});
