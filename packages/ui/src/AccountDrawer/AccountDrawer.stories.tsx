import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from '../Dialog/Dialog';
import { AccountButton } from './AccountButton';
import { AccountDrawer } from './AccountDrawer';
import { customerLinks, customerUser } from './fixtures';

const navigate = fn();

const meta = {
  title: 'Shell/AccountDrawer',
  component: AccountDrawer,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    defaultOpen: true,
    user: customerUser,
    items: customerLinks,
    onUpdateProfile: fn(),
    onLogout: fn(() => Promise.resolve()),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The §2 account drawer for a signed-in user: avatar, name, email and role; Update profile (opens the app's profile modal, §4), the role's links through `items` (My Orders, Wishlist, Shop Orders…), Change Password (the forgot-password page, §2), Sign out everywhere (with `onSignOutEverywhere`: every other session of the account ends) and Logout, busy while `onLogout`'s promise runs and saying 'Unable to logout!' (§8) when it rejects. Choosing a link closes the drawer. `AccountButton` is the header's avatar trigger.",
      },
    },
  },
} satisfies Meta<typeof AccountDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const drawerOf = async (canvasElement: HTMLElement, name = 'Account') => {
  const drawer = await body(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(drawer).toBeVisible());
  return within(drawer);
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByText('Kwame Mensah')).toBeVisible();
    await expect(drawer.getByText('kwame.mensah@example.com')).toBeVisible();
    await expect(drawer.getByText('Customer')).toBeVisible();
    const nav = within(drawer.getByRole('navigation', { name: 'Account' }));
    await expect(nav.getByRole('button', { name: 'Update profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/user/orders');
    await expect(nav.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  },
};

/** The avatar opens the drawer; a link navigates through the router and closes it. */
export const Playground: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      <AccountButton user={args.user} />
      <AccountDrawer {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(drawer.getByRole('link', { name: 'My Orders' }));
    await expect(navigate).toHaveBeenCalledWith('/user/orders', undefined);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * Update profile closes the drawer; with `onChangePassword`, Change Password is a button for the app's own form; with
 * `onSignOutEverywhere`, Sign out everywhere ends the account's other sessions (issue 21).
 */
export const ProfileAndPasswordActions: Story = {
  ...Playground,
  tags: ['!autodocs', 'no-visual'],
  args: { defaultOpen: undefined, onChangePassword: fn(), onSignOutEverywhere: fn(), onNavigate: fn() },
  play: async ({ args, canvasElement }) => {
    const avatar = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(avatar);
    let drawer = await drawerOf(canvasElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Update profile' }));
    await expect(args.onUpdateProfile).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(avatar);
    drawer = await drawerOf(canvasElement);
    await expect(drawer.queryByRole('link', { name: 'Change Password' })).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(avatar);
    drawer = await drawerOf(canvasElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(args.onSignOutEverywhere).toHaveBeenCalledOnce();
    // Once each for Update profile, Change Password and Sign out everywhere.
    await expect(args.onNavigate).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const LoggingOut: Story = {
  args: { onLogout: fn(() => new Promise(() => {})) },
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(drawer.getByRole('button', { name: 'Logging out…' })).toBeInTheDocument();
  },
};

export const LogoutFailure: Story = {
  args: { onLogout: fn(() => Promise.reject(new Error('Network error'))) },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Logout' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent('Unable to logout!');
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeEnabled();
  },
};

export const Admin: Story = {
  args: {
    user: {
      ...customerUser,
      // The isAdmin flag wins over the user type.
      userType: 'vendor',
      isAdmin: true,
      fullName: 'Efua Admin',
      email: 'admin@abossey.com',
    },
    items: [
      { id: 'orders', label: 'Orders', href: '/orders' },
      { id: 'dashboard', label: 'Admin Dashboard', href: '/admin-dashboard' },
      { id: 'deliveries', label: 'Deliveries', href: '/deliveries' },
    ],
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByText('Admin')).toBeVisible();
  },
};

/** Very long name and email; no name at all falls back to the email; no links, no logout. */
export const LongTextAndMissingData: Story = {
  args: {
    user: {
      email:
        'nana.akua.adjoa.asantewaa.boatemaa.frimpong.mensah.bonsu@a-very-long-company-domain-name.com.gh',
      userType: 'vendor',
    },
    items: [],
    onUpdateProfile: undefined,
    onLogout: undefined,
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByText('Vendor')).toBeVisible();
    // No name: the email names the avatar.
    await expect(drawer.getByRole('img', { name: /^nana\.akua/ })).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'Logout' })).toBeNull();
  },
};

export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const drawer = await drawerOf(canvasElement, 'الحساب');
    await expect(drawer.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await expect(drawer.getByText('عميل')).toBeVisible();
  },
};
