import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  decorators: [withRouter],
  args: {
    supportPhone: '+233 20 123 4567',
    appStoreHref: 'https://apps.apple.com/',
    playStoreHref: 'https://play.google.com/store/apps',
    year: 2026,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The §2 footer, a `<footer>` (contentinfo) landmark: three featured spare-parts markets in Accra (Abossey Okai, Kokomlemle, Kaneshie), a support phone `tel:` link and a WhatsApp `wa.me` messaging link, About / Privacy Policy / Terms links (the SDK's `STATIC_PAGES`, routed through react-aria `RouterProvider`), App Store / Google Play badges drawn inline (no remote images) and the copyright. Pass the real support number through `supportPhone`.",
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    await expect(within(footer).getByRole('heading', { name: 'Featured markets in Accra' })).toBeVisible();
    for (const market of ['Abossey Okai', 'Kokomlemle', 'Kaneshie']) {
      await expect(within(footer).getByText(market)).toBeVisible();
    }
    await expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    await expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(within(footer).getByText('© 2026 Abossey. All rights reserved.')).toBeVisible();
    // The store badges are drawn inline: no remote images.
    await expect(footer.querySelector('img')).toBeNull();
    await expect(within(footer).getByRole('link', { name: 'Call +233 20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+233201234567',
    );
    await expect(within(footer).getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/233201234567',
    );
    await expect(within(footer).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    await expect(within(footer).getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await userEvent.click(within(footer).getByRole('link', { name: 'Terms and Conditions' }));
    await expect(navigate).toHaveBeenCalledWith('/terms-and-conditions', undefined);
  },
};

/** Bad input: a blank phone (so no support column), no store listings, no markets. */
export const Minimal: Story = {
  args: { supportPhone: '   ', appStoreHref: undefined, playStoreHref: undefined, markets: [] },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('heading', { name: 'Support' })).toBeNull();
    await expect(within(footer).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    await expect(within(footer).queryByRole('link', { name: /App Store/ })).toBeNull();
    await expect(within(footer).getByText('App Store')).toBeVisible();
    await expect(within(footer).getByText('Google Play')).toBeVisible();
  },
};

/** Bad input: very long market names and a custom messaging link. */
export const LongText: Story = {
  args: {
    markets: [
      {
        name: 'Abossey Okai Central Spare Parts, Tyres, Batteries and Engine Rebuilding Market',
        href: '/shop',
      },
      { name: 'Kokomlemle-Kawukudi-Nima-Junction-Fitting-Shops-Row' },
      { name: 'Kaneshie' },
    ],
    messagingHref: 'https://wa.me/233500000000',
  },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector<HTMLElement>('footer');
    await expect(footer?.scrollWidth).toBeLessThanOrEqual((footer?.clientWidth ?? 0) + 1);
    // The explicit messaging link wins over the one made from the phone.
    await expect(within(canvasElement).getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/233500000000',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector<HTMLElement>('footer');
    await expect(footer?.scrollWidth).toBeLessThanOrEqual((footer?.clientWidth ?? 0) + 1);
    await expect(within(canvasElement).getByText('Abossey Okai')).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: 'أسواق مميزة في أكرا' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'اتصل على +233 20 123 4567' })).toBeVisible();
    await expect(within(footer).getByText('© 2026 Abossey. جميع الحقوق محفوظة.')).toBeVisible();
  },
};

/** Behaviour: a messaging link without a phone keeps the support column, with no call link. */
export const MessagingWithoutPhone: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { supportPhone: undefined, messagingHref: 'https://wa.me/233500000000' },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/233500000000',
    );
    await expect(footer.queryByRole('link', { name: /^Call/ })).toBeNull();
  },
};
