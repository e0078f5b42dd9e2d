import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from './Button';
import { ButtonLink } from './ButtonLink';

const navigate = fn();

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  args: {
    children: 'Clear search',
    href: '/shop/all-products',
    variant: 'secondary',
    size: 'medium',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real link (it has an `href`) that looks like a button; Enter follows it through the app's router. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Clear search' });
    await expect(link).toHaveAttribute('href', '/shop/all-products');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/shop/all-products', undefined);
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const EveryVariant: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
    </div>
  ),
};
