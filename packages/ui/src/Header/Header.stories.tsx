import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { CountBadge } from '../CountBadge/CountBadge';
import { Header } from './Header';

const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const onSearch = fn();
const slots = {
  search: (
    <Button variant="ghost" onPress={onSearch}>
      Search
    </Button>
  ),
  languageSwitcher: (
    <Button variant="ghost" aria-label="EN, change language">
      EN
    </Button>
  ),
  notifications: (
    <Button variant="ghost">
      Alerts <CountBadge count={4} />
    </Button>
  ),
  account: (
    <Button variant="ghost">
      <Avatar alt="Kwame Mensah" size="small" />
    </Button>
  ),
};

const meta = {
  title: 'Shell/Header',
  component: Header,
  tags: ['autodocs'],
  decorators: [withRouter],
  args: { ...slots, currentPath: '/shop/all-products', onMenuOpenChange: fn() },
  argTypes: { userType: { control: 'select', options: [null, 'admin', 'vendor', 'customer'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The §2 top bar (`<header>`, the banner landmark): 64 px high on phones and 72 px from the md breakpoint (900 px). Below md a menu button opens the role menu in a 320 px `Drawer`; from md, `showNav` puts the menu in the bar (navLayout horizontal). Slots: `logo`, `search`, `languageSwitcher`, `notifications` and `account` (the last two only when signed in). Signed out it shows a Sign in link; admins and vendors get an Upload Product link on desktop, except on /product-upload.',
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBe(72);
    await expect(within(banner).queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(within(banner).queryByRole('button', { name: /Alerts/ })).toBeNull();
    // Signed out: search and language, but no account and no upload link.
    await expect(within(banner).getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'EN, change language' })).toBeVisible();
    await expect(within(banner).queryByRole('button', { name: 'Kwame Mensah' })).toBeNull();
    await expect(banner.querySelector('[data-part="upload"]')).toBeNull();
    await expect(within(banner).getByRole('link', { name: 'Abossey home' })).toHaveAttribute('href', '/');
    const signIn = within(banner).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/auth/sign-in');
    await userEvent.click(signIn);
    await expect(navigate).toHaveBeenCalledWith('/auth/sign-in', undefined);
  },
};

export const SignedInCustomer: Story = {
  args: { userType: 'customer' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(within(banner).getByRole('button', { name: 'Kwame Mensah' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Alerts 4 items' })).toBeVisible();
    await expect(within(banner).queryByRole('link', { name: 'Upload Product' })).toBeNull();
  },
};

export const VendorWithUpload: Story = {
  args: { userType: 'vendor', currentPath: '/dashboard' },
  play: async ({ canvasElement }) => {
    // Without showNav the menu is not in the bar.
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    const upload = within(canvasElement).getByRole('link', { name: 'Upload Product' });
    await expect(upload).toHaveAttribute('href', '/product-upload');
    await userEvent.click(upload);
    await expect(navigate).toHaveBeenCalledWith('/product-upload', undefined);
  },
};

/** §2: no upload button on the upload page itself. */
export const AdminOnUploadPage: Story = {
  args: { userType: 'admin', currentPath: '/product-upload' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Upload Product' })).toBeNull();
  },
};

/** navLayout horizontal: the role menu sits in the bar. */
export const WithHorizontalNav: Story = {
  args: { userType: 'admin', currentPath: '/admin-dashboard', showNav: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-layout', 'horizontal');
    await expect(within(nav).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Just above md (900 px) with the admin menu in the bar: the bar stays 72 px and the menu scrolls sideways. */
export const HorizontalNavAtMd: Story = {
  args: { userType: 'admin', currentPath: '/deliveries', showNav: true },
  parameters: {
    viewport: {
      options: { md: { name: 'md', styles: { width: '900px', height: '700px' }, type: 'tablet' } },
    },
  },
  globals: { viewport: { value: 'md', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBe(72);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth + 1);
    const deliveries = within(banner).getByRole('link', { name: 'Deliveries' });
    await expect(deliveries).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  args: { userType: 'vendor', currentPath: '/shop/orders', showNav: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBe(64);
    await expect(canvas.queryByRole('link', { name: 'Upload Product' })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(true);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(320));
    await expect(within(drawer).getByRole('link', { name: 'Shop Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard', undefined);
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const MobileSignedOut: Story = {
  args: { userType: null },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth + 1);
  },
};

/** Bad input: no slots at all, a long custom logo. */
export const EmptySlotsLongLogo: Story = {
  args: {
    userType: 'customer',
    search: undefined,
    languageSwitcher: undefined,
    notifications: undefined,
    account: undefined,
    logo: <strong>Abossey Okai Genuine Spare Parts Marketplace of Greater Accra</strong>,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).queryAllByRole('link')).toHaveLength(0);
    await expect(within(banner).getByText(/Greater Accra/)).toBeVisible();
  },
};

const uploadCases = [
  { path: '/shop', upload: true },
  { path: '/product-upload/12', upload: false },
  { path: '/product-upload?x=1', upload: false },
  { path: '/product/3/edit', upload: true },
].flatMap((c) => (['admin', 'vendor'] as const).map((userType) => ({ ...c, userType })));

/**
 * In French: admins and vendors get the upload link ("Ajouter un produit") except on /product-upload and below it
 * (query string ignored); the menu button is translated; a given signInHref is the Sign in link's target. (Each
 * header sits in a section, so none is the page's banner.)
 */
export const UploadLinkByPathFrench: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'fr' },
  render: (args) => (
    <>
      {uploadCases.map(({ path, userType }) => (
        <section key={`${userType} ${path}`} aria-label={`${userType} ${path}`}>
          <Header userType={userType} currentPath={path} />
        </section>
      ))}
      <section aria-label="signed out">
        <Header {...args} userType={null} signInHref="/auth/sign-in?returnUrl=%2Fwishlist" />
      </section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { path, userType, upload } of uploadCases) {
      const header = canvas.getByRole('region', { name: `${userType} ${path}` });
      const link = header.querySelector('[data-part="upload"]');
      if (upload) {
        await expect(link).toHaveTextContent('Ajouter un produit');
        await expect(link).toHaveAttribute('href', '/product-upload');
      } else {
        await expect(link).toBeNull();
      }
      await expect(header.querySelector('[data-part="menu-button"]')).toHaveAttribute(
        'aria-label',
        'Ouvrir le menu',
      );
    }
    const signedOut = canvas.getByRole('region', { name: 'signed out' });
    await expect(within(signedOut).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/auth/sign-in?returnUrl=%2Fwishlist',
    );
  },
};

export const Dark: Story = { args: { userType: 'admin', showNav: true }, globals: { colorScheme: 'dark' } };

export const Arabic: Story = {
  args: { userType: 'vendor' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('link', { name: 'رفع منتج' })).toBeVisible();
  },
};
