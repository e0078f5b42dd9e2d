import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LazyOverlay } from './LazyOverlay';

// A stand-in for a drawer or menu module that loads on first open (in the apps: `lazy(() => import('./Drawer'))`).
const Panel = lazy(async () => ({
  default: ({ isOpen }: { isOpen: boolean }) => (
    <section aria-label="Delivery options" hidden={!isOpen} style={{ marginBlockStart: 12 }}>
      Same-day delivery in Accra, next day elsewhere.
    </section>
  ),
}));

function Demo() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button aria-expanded={isOpen} onPress={() => setOpen(!isOpen)}>
        Delivery options
      </Button>
      <LazyOverlay isOpen={isOpen}>
        <Panel isOpen={isOpen} />
      </LazyOverlay>
    </>
  );
}

const meta = {
  title: 'Utilities/LazyOverlay',
  component: LazyOverlay,
  tags: ['autodocs'],
  args: { isOpen: false, children: null },
  render: () => <Demo />,
  parameters: {
    docs: {
      description: {
        component:
          "Mounts a `React.lazy` overlay (drawer, dialog, menu) the first time it opens, then keeps it mounted so it can close with its animation and reopen at once. The overlay's code is downloaded when someone opens it, not with the first page (issue 9). Renders nothing of its own.",
      },
    },
  },
} satisfies Meta<typeof LazyOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is loaded or mounted until the first open; closed again, the panel stays mounted but hidden. */
export const OpenThenClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Delivery options' })).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Delivery options' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('region', { name: 'Delivery options' })).toBeVisible();
    await userEvent.click(button);
    await expect(canvas.getByText(/Same-day delivery/)).not.toBeVisible();
  },
};
