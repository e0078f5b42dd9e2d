import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage, Forbidden, NotFound, ServerError } from './ErrorPage';

const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  decorators: [withRouter],
  args: { code: 404 },
  argTypes: { code: { control: 'inline-radio', options: [403, 404, 500] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The §2 error routes /403, /404 and /500: an inline SVG illustration (no remote images), a level-1 heading, a message and a "Go to home" react-aria `Link` (client routing through `RouterProvider`). Also exported as `Forbidden`, `NotFound` and `ServerError`.',
      },
    },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sorry, page not found!' })).toBeVisible();
    await expect(canvas.getByText(/couldn't find the page/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('link', { name: 'Go to home' }));
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

export const NoPermission403: Story = {
  render: () => <Forbidden />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No permission' })).toBeVisible();
    await expect(canvas.getByText(/restricted access/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    await expect(canvasElement.querySelector('[data-code="403"] svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const NotFound404: Story = {
  render: () => <NotFound homeHref="/shop/all-products" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Sorry, page not found!' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Go to home' })).toHaveAttribute(
      'href',
      '/shop/all-products',
    );
  },
};

export const ServerError500: Story = {
  render: () => <ServerError />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '500 Internal server error' })).toBeVisible();
    await expect(canvas.getByText('There was an error, please try again later.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  },
};

/** Bad input: a very long custom title and message wrap inside the column. */
export const LongText: Story = {
  args: {
    code: 403,
    title:
      'You need the vendor role of Abossey Okai Genuine Toyota & Nissan Spare Parts Enterprise to open this page',
    message:
      'Ask the owner of the shop to add you as staff, or sign in with the account that owns it. Supercalifragilisticexpialidocious-part-number-TY-4520-A-BRAKE-PAD-FRONT-LEFT.',
  },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-part="error-page"]');
    await expect(page?.scrollWidth).toBeLessThanOrEqual((page?.clientWidth ?? 0) + 1);
  },
};

/** Bad input: no message. */
export const WithoutMessage: Story = {
  args: { code: 500, message: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="message"]')).toBeNull();
  },
};

/** An unknown code falls back to 404; the title and heading level can be overridden. */
export const UnknownCodeWithOverrides: Story = {
  tags: ['!autodocs', 'no-visual'],
  // @ts-expect-error: a code outside the union, as an untyped caller might pass
  args: { code: 418, title: 'Vendors only', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="error-page"]')).toHaveAttribute('data-code', '404');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vendors only' })).toBeVisible();
    await expect(canvas.getByText(/couldn't find the page/)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { code: 404 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const Dark: Story = { args: { code: 500 }, globals: { colorScheme: 'dark' } };

export const Arabic: Story = {
  args: { code: 403 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('heading', { name: 'لا توجد صلاحية' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }),
    ).toBeVisible();
  },
};
