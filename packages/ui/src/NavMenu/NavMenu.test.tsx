import { screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { NavMenu } from './NavMenu';

const names = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => link.textContent);

// jsdom role queries are slow on a busy machine.
describe('NavMenu', { timeout: 30_000 }, () => {
  it.each([
    [undefined, ['Products', 'Shops']],
    [null, ['Products', 'Shops']],
    ['admin', ['Products', 'Shops', 'Orders', 'Admin Dashboard', 'Deliveries']],
    ['vendor', ['Products', 'Shops', 'My Orders', 'Shop Orders', 'Dashboard']],
    ['customer', ['Products', 'Shops', 'My Orders', 'Wishlist']],
    ['buyer', ['Products', 'Shops', 'My Orders', 'Wishlist']],
  ])('userType %s sees exactly the §2 items', (userType, expected) => {
    renderWithProviders(<NavMenu userType={userType} />);
    expect(names()).toEqual(expected);
  });

  it('links to the routes and marks the current one with aria-current', () => {
    renderWithProviders(<NavMenu userType="vendor" currentPath="/shop/orders/42" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/shop');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/shop/all-products');
    const current = within(nav).getByRole('link', { name: 'Shop Orders' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Shops' })).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('marks nothing current for a path outside the menu or a hidden item', () => {
    renderWithProviders(<NavMenu currentPath="/orders" />);
    expect(screen.getByRole('navigation').querySelector('[aria-current]')).toBeNull();
  });

  it('routes client-side through RouterProvider and reports the pressed item', async () => {
    const navigate = vi.fn();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(
      <RouterProvider navigate={navigate}>
        <NavMenu userType="admin" onNavigate={onNavigate} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Admin Dashboard' }));
    expect(navigate).toHaveBeenCalledWith('/admin-dashboard', undefined);
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'adminDashboard' }));
  });

  it('caps the wishlist badge at 99 and hides it at 0', () => {
    const { rerender } = renderWithProviders(<NavMenu userType="customer" wishlistCount={150} />);
    const wishlist = screen.getByRole('link', { name: /Wishlist/ });
    expect(wishlist).toHaveTextContent('99+');
    expect(wishlist).toHaveAccessibleName('Wishlist 150 items');
    rerender(<NavMenu userType="customer" wishlistCount={0} />);
    expect(screen.getByRole('link', { name: 'Wishlist' })).not.toHaveTextContent(/\d/);
  });

  it('keeps the badge in the mini layout and sets data-layout', () => {
    renderWithProviders(<NavMenu layout="mini" userType="customer" wishlistCount={7} />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-layout', 'mini');
    expect(screen.getByRole('link', { name: 'Wishlist 7 items' })).toBeInTheDocument();
  });

  it('translates labels', () => {
    renderWithProviders(<NavMenu userType="vendor" currentPath="/dashboard" />, { lng: 'fr' });
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <NavMenu userType="customer" currentPath="/wishlist" wishlistCount={3} />,
    );
    await expectNoAxeViolations(container);
  });
});
