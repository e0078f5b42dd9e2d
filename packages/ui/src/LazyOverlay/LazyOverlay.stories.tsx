import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LazyOverlay } from './LazyOverlay';

// A stand-in for a drawer or menu module that loads on first open (in the apps: `lazy(() => import('./Drawer'))`).
const PanelModule = async () => ({
  default: ({ isOpen }: { isOpen: boolean }) => (
    <section aria-label="Delivery options" hidden={!isOpen} style={{ marginBlockStart: 12 }}>
      Same-day delivery in Accra, next day elsewhere.
    </section>
  ),
});
/** Counts the module loads; each mounted demo makes its own `lazy` component, so loads are per demo. */
const loadPanel = fn(PanelModule);

function Demo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const [Panel] = useState(() => lazy(loadPanel));
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
    loadPanel.mockClear();
    await expect(canvas.queryByRole('region', { name: 'Delivery options' })).not.toBeInTheDocument();
    await expect(loadPanel).not.toHaveBeenCalled();
    const button = canvas.getByRole('button', { name: 'Delivery options' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('region', { name: 'Delivery options' })).toBeVisible();
    await expect(loadPanel).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(canvas.getByText(/Same-day delivery/)).not.toBeVisible();
    await expect(loadPanel).toHaveBeenCalledTimes(1);
  },
};

/** Behaviour: an overlay that starts open loads and shows at once. */
export const StartsOpen: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => <Demo initiallyOpen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Delivery options' }),
    ).toBeVisible();
  },
};
