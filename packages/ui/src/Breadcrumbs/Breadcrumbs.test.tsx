import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

function ShopOrder(props: { onAction?: (key: unknown) => void; maxItemWidth?: string }) {
  return (
    <Breadcrumbs {...props}>
      <Breadcrumb id="dashboard" href="/dashboard">
        Dashboard
      </Breadcrumb>
      <Breadcrumb id="orders" href="/shop/orders">
        Shop Orders
      </Breadcrumb>
      <Breadcrumb id="order">Order 12345</Breadcrumb>
    </Breadcrumbs>
  );
}

describe('Breadcrumbs', { timeout: 60_000 }, () => {
  it('is a named navigation landmark with an ordered list of links ending in the current page', () => {
    renderWithProviders(<ShopOrder />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Shop Orders' })).toHaveAttribute('href', '/shop/orders');
    const current = screen.getByText('Order 12345').closest('[aria-current]');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
    expect(screen.getAllByRole('listitem')[2]).toHaveAttribute('data-current', 'true');
  });

  it('puts a decorative separator after every crumb but the current one', () => {
    renderWithProviders(<ShopOrder />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.querySelector('[data-part="separator"]')).toHaveAttribute('aria-hidden', 'true');
    expect(items[1]?.querySelector('[data-part="separator"]')).not.toBeNull();
    expect(items[2]?.querySelector('[data-part="separator"]')).toBeNull();
  });

  it('is keyboard reachable and reports onAction with the crumb id', async () => {
    const onAction = vi.fn();
    const { user } = renderWithProviders(<ShopOrder onAction={onAction} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Shop Orders' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction.mock.lastCall?.[0]).toBe('orders');
  });

  it('keeps the full text of long labels in title and takes a max width', () => {
    const long = 'Kwame Nkrumah Circle Genuine Toyota and Nissan Spare Parts Wholesale and Retail Centre';
    renderWithProviders(
      <Breadcrumbs maxItemWidth="10rem">
        <Breadcrumb href="/shop">Shops</Breadcrumb>
        <Breadcrumb>{long}</Breadcrumb>
      </Breadcrumbs>,
    );
    expect(screen.getByTitle(long)).toHaveTextContent(long);
    expect(screen.getByRole('navigation').style.getPropertyValue('--_crumb-max')).toBe('10rem');
  });

  it('renders a crumb without href as text, and a single crumb as the current page', () => {
    renderWithProviders(
      <Breadcrumbs aria-label="Orders trail">
        <Breadcrumb>Order</Breadcrumb>
        <Breadcrumb>List</Breadcrumb>
      </Breadcrumbs>,
    );
    expect(screen.getByRole('navigation', { name: 'Orders trail' })).toBeInTheDocument();
    expect(screen.getByText('Order').closest('a, [role="link"]')).toBeNull();
    expect(screen.getByText('List').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  });

  it('translates the landmark name', () => {
    renderWithProviders(<ShopOrder />, { lng: 'fr' });
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<ShopOrder />);
    await expectNoAxeViolations(container);
  });
});
