import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const Notifications = ({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) => (
  <Tabs onSelectionChange={onSelectionChange}>
    <TabList aria-label="Notifications">
      <Tab id="all">All</Tab>
      <Tab id="unread">Unread</Tab>
      <Tab id="archived" isDisabled>
        Archived
      </Tab>
    </TabList>
    <TabPanel id="all">No notifications</TabPanel>
    <TabPanel id="unread">You're all caught up</TabPanel>
    <TabPanel id="archived">Archived items</TabPanel>
  </Tabs>
);

describe('Tabs', () => {
  it('shows the selected panel and switches by click and arrow keys', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderWithProviders(<Notifications onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No notifications');
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('unread');
    expect(screen.getByRole('tab', { name: 'Unread' })).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent("You're all caught up");
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('data-focus-visible', 'true');
  });

  it('skips disabled tabs', async () => {
    const { user } = renderWithProviders(<Notifications />);
    expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('data-disabled', 'true');
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Notifications />);
    await expectNoAxeViolations(container);
  });
});
