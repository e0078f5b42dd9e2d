import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { expectNoAxeViolations } from '../test/axe';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Header } from './Header';

/** Like renderWithProviders, but the header sits at the top level (not inside <main>), as in an app. */
function renderPage(ui: ReactElement, lng = 'en') {
  const i18n = createI18n({ lng, persist: false });
  const wrap = (node: ReactElement) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider>
        {node}
        <main>Page</main>
      </ThemeProvider>
    </I18nProvider>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    user: userEvent.setup(),
    rerender: (next: ReactElement) => result.rerender(wrap(next)),
  };
}

const slots = {
  search: <button type="button">Search</button>,
  languageSwitcher: <button type="button">Language</button>,
  notifications: <button type="button">Notifications</button>,
  account: <button type="button">Account</button>,
};

// The desktop-only parts (upload link, in-bar menu) are display:none below md, and jsdom applies no media
// queries, so they are queried with `hidden: true`; their visibility per breakpoint is checked in the stories.
describe('Header', { timeout: 30_000 }, () => {
  // The phone menu's drawer loads on first open (React.lazy); load its module once up front.
  beforeAll(() => import('./MobileNavDrawer'));

  it('signed out: a banner with Sign in, search and language, no notifications or account', () => {
    renderPage(<Header {...slots} signInHref="/auth/sign-in?returnUrl=%2Fwishlist" />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in?returnUrl=%2Fwishlist',
    );
    expect(within(banner).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(
      within(banner).queryByRole('link', { name: /Upload Product/, hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('signed in: notifications and account instead of Sign in', () => {
    renderPage(<Header {...slots} userType="customer" />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upload Product/, hidden: true })).not.toBeInTheDocument();
  });

  it.each(['admin', 'vendor'])('%s gets Upload Product, except on /product-upload', (userType) => {
    const { container, rerender } = renderPage(<Header userType={userType} currentPath="/shop" />);
    const upload = () => container.querySelector('[data-part="upload"]');
    expect(upload()).toHaveTextContent('Upload Product');
    expect(upload()).toHaveAttribute('href', '/product-upload');
    rerender(<Header userType={userType} currentPath="/product-upload/12" />);
    expect(upload()).toBeNull();
    rerender(<Header userType={userType} currentPath="/product-upload?x=1" />);
    expect(upload()).toBeNull();
    rerender(<Header userType={userType} currentPath="/product/3/edit" />);
    expect(upload()).not.toBeNull();
  });

  it('shows the horizontal menu only with showNav', () => {
    const { rerender } = renderPage(<Header userType="admin" currentPath="/orders" />);
    expect(screen.queryByRole('navigation', { hidden: true })).not.toBeInTheDocument();
    rerender(<Header userType="admin" currentPath="/orders" showNav />);
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
    expect(nav).toHaveAttribute('data-layout', 'horizontal');
    expect(within(nav).getByRole('link', { name: 'Orders', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('the menu button opens the role menu in a drawer; choosing an item navigates and closes it', async () => {
    const navigate = vi.fn();
    const onMenuOpenChange = vi.fn();
    const { user } = renderPage(
      <RouterProvider navigate={navigate}>
        <Header userType="vendor" currentPath="/dashboard" onMenuOpenChange={onMenuOpenChange} />
      </RouterProvider>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawer).getByRole('link', { name: 'Shop Orders' }));
    expect(navigate).toHaveBeenCalledWith('/shop/orders', undefined);
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a custom logo replaces the default home link', () => {
    const { rerender } = renderPage(<Header />);
    expect(screen.getByRole('link', { name: 'Abossey home' })).toHaveAttribute('href', '/');
    rerender(<Header logo={<span>Brand</span>} />);
    expect(screen.queryByRole('link', { name: 'Abossey home' })).not.toBeInTheDocument();
    expect(screen.getByText('Brand')).toBeInTheDocument();
  });

  it('translates', () => {
    renderPage(<Header userType="vendor" />, 'fr');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    expect(document.querySelector('[data-part="upload"]')).toHaveTextContent('Ajouter un produit');
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<Header {...slots} userType="admin" showNav currentPath="/orders" />);
    await expectNoAxeViolations(container);
  });
});
