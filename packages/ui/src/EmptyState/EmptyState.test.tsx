import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('has a default translated title and message', () => {
    renderWithProviders(<EmptyState />, { lng: 'vi' });
    expect(screen.getByRole('heading', { level: 2, name: 'Không có dữ liệu' })).toBeInTheDocument();
    expect(screen.getByText('Chưa có gì để hiển thị ở đây.')).toBeInTheDocument();
  });

  it('shows a custom title, hides the message when null, and renders an action that works', async () => {
    const onPress = vi.fn();
    const { user } = renderWithProviders(
      <EmptyState
        title='No results for "brake pads"'
        message={null}
        headingLevel={3}
        action={<Button onPress={onPress}>Clear search</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'No results for "brake pads"' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('There is nothing to show here yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('renders its variant as data-variant', () => {
    const { container } = renderWithProviders(<EmptyState variant="plain" />);
    expect(container.querySelector('[data-part="empty-state"]')).toHaveAttribute('data-variant', 'plain');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <EmptyState action={<Button>Browse products</Button>} icon="📦" />,
    );
    await expectNoAxeViolations(container);
  });
});
