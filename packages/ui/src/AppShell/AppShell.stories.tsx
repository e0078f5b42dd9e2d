import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { AppShell } from './AppShell';

const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const page = (
  <>
    <h1 style={{ marginBlockStart: 0 }}>Brake pads</h1>
    <p>
      Genuine and aftermarket brake pads from shops in Abossey Okai, Kokomlemle and Kaneshie, delivered across
      Accra.
    </p>
  </>
);

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  decorators: [withRouter],
  args: {
    userType: 'customer',
    currentPath: '/shop/all-products',
    wishlistCount: 3,
    navLayout: 'vertical',
    header: {
      search: <Button variant="ghost">Search</Button>,
      account: (
        <Button variant="ghost">
          <Avatar alt="Ama Owusu" size="small" />
        </Button>
      ),
    },
    children: page,
  },
  argTypes: {
    userType: { control: 'select', options: [null, 'admin', 'vendor', 'customer'] },
    navLayout: { control: 'inline-radio', options: ['vertical', 'horizontal', 'mini'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page frame: a "Skip to content" link, `Header`, the role `NavMenu` as a 280 px sidebar (`vertical`), an icon rail (`mini`) or in the header (`horizontal`) from the md breakpoint, `<main>` and `Footer`. Below md the menu lives in the header\'s 320 px drawer. Content width follows the theme\'s compactLayout (1200 px).',
      },
    },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-part="sidebar"]');
    await expect(sidebar?.getBoundingClientRect().width).toBe(280);
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    // Landmarks, the role menu in the sidebar (with the wishlist count in its name) and the header's account slot.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('heading', { name: 'Brake pads' })).toBeVisible();
    // The default footer's code loads after the first screen.
    await expect(await canvas.findByRole('contentinfo')).toBeVisible();
    const nav = sidebar?.querySelector('nav') as HTMLElement;
    await expect(nav).toHaveAttribute('data-layout', 'vertical');
    await expect(within(nav).getByRole('link', { name: 'Wishlist 3 items' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ama Owusu' })).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const Horizontal: Story = {
  args: { navLayout: 'horizontal', userType: 'admin', currentPath: '/orders' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvasElement.querySelector('[data-part="sidebar"]')).toBeNull();
    await expect(within(banner).getByRole('navigation')).toHaveAttribute('data-layout', 'horizontal');
  },
};

export const Mini: Story = {
  args: { navLayout: 'mini', userType: 'vendor', currentPath: '/dashboard' },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-part="sidebar"]');
    await expect(sidebar?.getBoundingClientRect().width).toBeLessThanOrEqual(100);
    await expect(sidebar?.querySelector('nav')).toHaveAttribute('data-layout', 'mini');
    await expect(
      within(within(canvasElement).getByRole('banner')).queryByRole('navigation', { hidden: true }),
    ).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SignedOut: Story = {
  args: { userType: null, currentPath: '/shop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ama Owusu' })).toBeNull();
  },
};

/** On a wide screen the content stops at 1200 px (compactLayout). */
export const WideScreen: Story = {
  parameters: {
    viewport: {
      options: { wide: { name: 'Wide', styles: { width: '1800px', height: '900px' }, type: 'desktop' } },
    },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-part="container"]');
    await expect(container?.getBoundingClientRect().width).toBe(1200);
  },
};

export const Mobile: Story = {
  args: { userType: 'admin', currentPath: '/deliveries' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="sidebar"]')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Deliveries' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Bad input: no page content and no footer. */
export const EmptyWithoutFooter: Story = {
  args: { children: undefined, footer: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="container"]')).toBeEmptyDOMElement();
  },
};

/** A custom footer replaces the default one. */
export const CustomFooter: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { footer: <footer>Custom footer</footer> },
  play: async ({ canvasElement }) => {
    const footers = within(canvasElement).getAllByRole('contentinfo');
    await expect(footers).toHaveLength(1);
    await expect(footers[0]).toHaveTextContent('Custom footer');
  },
};

/** Bad input: very long unbroken content stays inside main. */
export const LongContent: Story = {
  args: {
    children: (
      <p style={{ overflowWrap: 'anywhere' }}>
        {'TOYOTA-COROLLA-2015-FRONT-BRAKE-PAD-SET-GENUINE-OEM-04465-02220-'.repeat(12)}
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
  },
};

export const Dark: Story = { args: { navLayout: 'mini' }, globals: { colorScheme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('link', { name: 'انتقل إلى المحتوى' })).toBeInTheDocument();
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-part="sidebar"]');
    const main = within(canvasElement).getByRole('main');
    // Right to left: the sidebar is on the right of the content.
    await expect(sidebar?.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
  },
};
