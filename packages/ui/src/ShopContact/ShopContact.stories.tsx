import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ShopContact } from './ShopContact';

const meta = {
  title: 'Components/ShopContact',
  component: ShopContact,
  tags: ['autodocs'],
  args: {
    shopName: 'Kwame Auto Parts',
    phone: '024 412 3456',
    gpsAddress: 'GA-123-4567',
    address: 'Abossey Okai, near the Total filling station, Accra',
  },
  argTypes: {
    shopName: { control: 'text' },
    phone: { control: 'text' },
    gpsAddress: { control: 'text' },
    address: { control: 'text' },
    productName: { control: 'text' },
    productUrl: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'How a buyer reaches a shop (issue 25): the number formatted by the SDK (`formatPhone`), a `tel:` link in E.164, a WhatsApp chat (`https://wa.me/<digits>`) with a translated message naming the product on a product page, the GhanaPost GPS address with a copy button (announced in a status region), and the location text.',
      },
    },
  },
} satisfies Meta<typeof ShopContact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop page: call, WhatsApp with a greeting, GPS address copied to the clipboard. */
export const ShopPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact the shop' })).toBeVisible();
    await expect(canvas.getByText('+233 24 412 3456')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+233244123456');
    const whatsapp = canvas.getByRole('link', { name: 'WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    await expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/233244123456');
    await expect(href.searchParams.get('text')).toBe(
      'Hello Kwame Auto Parts, I found your shop on Abossey. I am looking for a part.',
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('Abossey Okai, near the Total filling station, Accra')).toBeVisible();

    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy GPS address GA-123-4567' }));
      await expect(writeText).toHaveBeenCalledWith('GA-123-4567');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('GPS address copied'));
    } finally {
      writeText.mockRestore();
    }
  },
};

/** On a product page the WhatsApp message names the product and carries its link. */
export const ProductPage: Story = {
  args: {
    productName: 'Brake pad set, front — Toyota Corolla 2012',
    productUrl: 'https://abossey.example/shop/product/42',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'WhatsApp' });
    await expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Hello Kwame Auto Parts, I am interested in Brake pad set, front — Toyota Corolla 2012 on Abossey. Is it available? https://abossey.example/shop/product/42',
    );
  },
};

/** With the buyer's active vehicle (issue 25): the message asks whether the part fits it. */
export const ProductPageWithVehicle: Story = {
  args: {
    productName: 'Front Brake Pads',
    productUrl: 'https://abossey.example/shop/product/42',
    vehicle: '2012 Toyota Corolla',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'WhatsApp' });
    await expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Hello Kwame Auto Parts, I am interested in Front Brake Pads on Abossey for my 2012 Toyota Corolla. Is it available, and does it fit? https://abossey.example/shop/product/42',
    );
  },
};

/** A clipboard the browser refuses: the buyer is told to copy the address by hand. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    try {
      await userEvent.click(canvas.getByRole('button', { name: /Copy GPS address/ }));
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          'Could not copy. Select the address and copy it.',
        ),
      );
    } finally {
      writeText.mockRestore();
    }
  },
};

/** A number stored before numbers were checked: shown as stored, without call or WhatsApp links; no GPS address. */
export const InvalidNumberNoGps: Story = {
  args: { phone: '123456', gpsAddress: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('123456')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Arabic, right to left: the number and GPS address stay left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'تواصل مع المتجر' })).toBeVisible();
    await expect(canvas.getByText('+233 24 412 3456')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('GA-123-4567')).toHaveAttribute('dir', 'ltr');
  },
};
