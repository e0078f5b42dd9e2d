import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogTrigger } from '../Dialog/Dialog';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { AccountButton } from './AccountButton';
import { AccountDrawer } from './AccountDrawer';
import { AccountPanel } from './AccountPanel';
import { customerLinks, customerUser } from './fixtures';

describe('AccountPanel', { timeout: 60_000 }, () => {
  it('shows the user, the role links and Change Password to the forgot-password page', () => {
    renderWithProviders(
      <AccountPanel user={customerUser} items={customerLinks} onUpdateProfile={() => {}} />,
    );
    expect(screen.getByText('Kwame Mensah')).toBeInTheDocument();
    expect(screen.getByText('kwame.mensah@example.com')).toBeInTheDocument();
    expect(screen.getByText('Customer')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/user/orders');
    expect(within(nav).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(within(nav).getByRole('button', { name: 'Update profile' })).toBeInTheDocument();
  });

  it('with onChangePassword, Change Password is a button that opens the app form', async () => {
    const onChangePassword = vi.fn();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(
      <AccountPanel user={customerUser} onChangePassword={onChangePassword} onNavigate={onNavigate} />,
    );
    expect(screen.queryByRole('link', { name: 'Change Password' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('falls back to the email for the name; an admin flag shows Admin', () => {
    renderWithProviders(<AccountPanel user={{ email: 'a@b.co', userType: 'vendor', isAdmin: true }} />);
    expect(screen.getByRole('img', { name: 'a@b.co' })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('Logout is busy while it runs and says Unable to logout! when it fails', async () => {
    let fail: (e: Error) => void = () => {};
    const onLogout = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const { user } = renderWithProviders(<AccountPanel user={customerUser} onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Logging out…' })).toBeInTheDocument();
    fail(new Error('network'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to logout!');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it('is translated', () => {
    renderWithProviders(<AccountPanel user={customerUser} onLogout={() => {}} />, { lng: 'fr' });
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.getByText('Client')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <AccountPanel
        user={customerUser}
        items={customerLinks}
        onUpdateProfile={() => {}}
        onLogout={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('AccountDrawer', { timeout: 60_000 }, () => {
  it('opens from the avatar button; Update profile closes it', async () => {
    const onUpdateProfile = vi.fn();
    const { user } = renderWithProviders(
      <DialogTrigger>
        <AccountButton user={customerUser} />
        <AccountDrawer user={customerUser} items={customerLinks} onUpdateProfile={onUpdateProfile} />
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const drawer = await screen.findByRole('dialog', { name: 'Account' });
    await user.click(within(drawer).getByRole('button', { name: 'Update profile' }));
    expect(onUpdateProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
