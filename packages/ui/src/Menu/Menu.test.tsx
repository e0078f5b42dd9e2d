import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../IconButton/IconButton';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';

const More = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </svg>
);

function ReviewMenu({ onAction }: { onAction?: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <IconButton aria-label="Review actions">
        <More />
      </IconButton>
      <Menu onAction={onAction} disabledKeys={['report']}>
        <MenuSection title="Review">
          <MenuItem id="edit" description="Change the rating or comment">
            Edit Review
          </MenuItem>
          <MenuItem id="report">Report</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="view" href="/shop/product/42">
          View product
        </MenuItem>
        <SubmenuTrigger>
          <MenuItem id="share">Share</MenuItem>
          <Menu onAction={onAction}>
            <MenuItem id="copy">Copy link</MenuItem>
            <MenuItem id="whatsapp">WhatsApp</MenuItem>
          </Menu>
        </SubmenuTrigger>
        <MenuItem id="delete" tone="danger">
          Delete Review
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', { timeout: 60_000 }, () => {
  it('opens from its trigger with sections, descriptions, links and a danger item', async () => {
    const { user } = renderWithProviders(<ReviewMenu />);
    const trigger = screen.getByRole('button', { name: 'Review actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Review' })).toBeInTheDocument();
    expect(
      screen.getByRole('menuitem', { name: 'Edit Review Change the rating or comment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View product' })).toHaveAttribute(
      'href',
      '/shop/product/42',
    );
    expect(screen.getByRole('menuitem', { name: 'Delete Review' })).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('moves with the arrow keys (skipping disabled items), acts on Enter and closes, returning focus', async () => {
    const onAction = vi.fn();
    const { user } = renderWithProviders(<ReviewMenu onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Review actions' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^Edit Review/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View product' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete Review' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction.mock.lastCall?.[0]).toBe('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens a submenu with ArrowRight and acts on its items', async () => {
    const onAction = vi.fn();
    const { user } = renderWithProviders(<ReviewMenu onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Review actions' }));
    const share = screen.getByRole('menuitem', { name: 'Share' });
    expect(share).toHaveAttribute('aria-haspopup', 'menu');
    expect(share.querySelector('[data-part="chevron"]')).not.toBeNull();
    share.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onAction.mock.lastCall?.[0]).toBe('copy');
  });

  it('closes on Escape without acting', async () => {
    const onAction = vi.fn();
    const { user } = renderWithProviders(<ReviewMenu onAction={onAction} />);
    await user.click(screen.getByRole('button', { name: 'Review actions' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onAction).not.toHaveBeenCalled();
  });

  it('shows checks for selected items in a selectable menu', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderWithProviders(
      <MenuTrigger>
        <IconButton aria-label="Sort">
          <More />
        </IconButton>
        <Menu
          selectionMode="single"
          defaultSelectedKeys={['name']}
          onSelectionChange={onSelectionChange}
          aria-label="Sort By"
        >
          <MenuItem id="newest">Newest</MenuItem>
          <MenuItem id="name">A-Z</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    const az = screen.getByRole('menuitemradio', { name: 'A-Z' });
    expect(az).toHaveAttribute('aria-checked', 'true');
    expect(az.querySelector('[data-part="check"] svg')).not.toBeNull();
    await user.click(screen.getByRole('menuitemradio', { name: 'Newest' }));
    expect([...(onSelectionChange.mock.lastCall?.[0] ?? [])]).toEqual(['newest']);
  });

  it('renders an empty state', async () => {
    const { user } = renderWithProviders(
      <MenuTrigger>
        <IconButton aria-label="Shops">
          <More />
        </IconButton>
        <Menu aria-label="Shops" items={[]} renderEmptyState={() => 'No shops'}>
          {(item: { id: string }) => <MenuItem id={item.id}>{item.id}</MenuItem>}
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Shops' }));
    expect(screen.getByRole('menu')).toHaveTextContent('No shops');
  });

  it('has no axe violations while open', async () => {
    const { user } = renderWithProviders(<ReviewMenu />);
    await user.click(screen.getByRole('button', { name: 'Review actions' }));
    await expectNoAxeViolations(screen.getByRole('menu'));
  });
});
