import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion } from './Toast';
import { createToaster, type Toaster } from './toastStore';

/** Each story gets its own store, so toasts never leak from one story into the next. */
function useStoryToaster(): Toaster {
  const [toaster] = useState(createToaster);
  useEffect(() => () => toaster.dismiss(), [toaster]);
  return toaster;
}

function Triggers({ toaster }: { toaster: Toaster }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxInlineSize: 420 }}>
      <Button variant="secondary" onPress={() => toaster.success('Review submitted successfully')}>
        Success
      </Button>
      <Button variant="secondary" onPress={() => toaster.error('Failed to fetch orders')}>
        Error
      </Button>
      <Button variant="secondary" onPress={() => toaster.info('No orders found for this business.')}>
        Info
      </Button>
      <Button variant="secondary" onPress={() => toaster.warning('Please sign in to submit a review')}>
        Warning
      </Button>
      <Button
        variant="secondary"
        onPress={() => {
          const id = toaster.loading('Loading...');
          setTimeout(
            () => toaster.update(id, { type: 'success', message: 'Language has been changed!' }),
            800,
          );
        }}
      >
        Loading, then success
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          toaster
            .promise(new Promise((_, reject) => setTimeout(() => reject(new Error('offline')), 500)), {
              loading: 'Deleting order...',
              success: 'Order deleted successfully!',
              error: 'Failed to delete order. Please try again.',
            })
            .catch(() => undefined)
        }
      >
        Promise that fails
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Toasts and snackbars (§9): `toast.success(message)`, `toast.error`, `toast.info`, `toast.warning`, `toast.loading` (returns an id; stays until `toast.update(id, …)`), `toast.dismiss(id)` and `toast.promise(promise, {loading, success, error})`. Render `<ToastRegion />` once: top-right (top-left in right-to-left layouts), 300 px wide, at most four at a time (more wait), each hiding after 3000 ms; hovering or focusing a toast pauses the timers. Screen readers hear every toast through live regions that are always present (errors through `role="alert"`).',
      },
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Buttons that raise each kind of toast. */
export const Playground: Story = {
  render: function Playground() {
    const toaster = useStoryToaster();
    return (
      <>
        <Triggers toaster={toaster} />
        <ToastRegion toaster={toaster} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    // No toasts: no region, but the live regions are already in the page (empty).
    await expect(page.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(page.getByRole('status')).toBeEmptyDOMElement();
    await expect(page.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = await page.findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Review submitted successfully')).toBeVisible();
    await expect(within(region).getByRole('listitem')).toHaveAttribute('data-type', 'success');
    await expect(page.getByRole('status')).toHaveTextContent('Review submitted successfully');
    await expect(page.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(page.getByRole('alert')).toHaveTextContent('Failed to fetch orders');
    // Errors are announced through the alert only.
    await expect(page.getByRole('status')).not.toHaveTextContent('Failed to fetch orders');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A region filled once, when the story mounts. */
function Preset({ fill }: { fill: (toaster: Toaster) => void }) {
  const [toaster] = useState(() => {
    const own = createToaster();
    fill(own);
    return own;
  });
  useEffect(() => () => toaster.dismiss(), [toaster]);
  return <ToastRegion toaster={toaster} />;
}

const sticky = { duration: Number.POSITIVE_INFINITY };

/** Every type, kept on screen (success, error with description, warning, loading). */
export const Types: Story = {
  render: () => (
    <Preset
      fill={(toaster) => {
        toaster.loading('Loading...');
        toaster.warning('Please provide a comment for your review', sticky);
        toaster.error('Failed to update order status', { ...sticky, description: 'Please try again.' });
        toaster.success('Order status updated to Shipped', sticky);
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.type)).toEqual(['success', 'error', 'warning', 'loading']);
    await expect(items[0]).toHaveTextContent('Order status updated to Shipped');
    // The description is announced with the message.
    await expect(body(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to update order status Please try again.',
    );
  },
};

/** Six toasts: four show (newest on top), two wait; closing one lets the next in. */
export const AtMostFour: Story = {
  render: () => (
    <Preset
      fill={(toaster) => {
        for (let i = 1; i <= 6; i += 1) toaster.info(`Notification ${i}`, sticky);
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    const texts = () =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('[data-part="message"]')?.textContent);
    await expect(texts()).toEqual(['Notification 4', 'Notification 3', 'Notification 2', 'Notification 1']);
    await expect(within(region).queryByText('Notification 5')).toBeNull();
    const first = within(region).getAllByRole('listitem')[3] as HTMLElement;
    await expect(first).toHaveTextContent('Notification 1');
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).getByText('Notification 5')).toBeVisible());
    await expect(within(region).queryByText('Notification 1')).toBeNull();
    await expect(texts()).toEqual(['Notification 5', 'Notification 4', 'Notification 3', 'Notification 2']);
    // A queued toast is announced when it gets its slot.
    await waitFor(() => expect(body(canvasElement).getByRole('status')).toHaveTextContent('Notification 5'));
  },
};

/** A loading toast that becomes a success toast in place (the language change of §1). */
export const LoadingThenSuccess: Story = {
  render: function LoadingThenSuccess() {
    const toaster = useStoryToaster();
    return (
      <>
        <Button
          onPress={() => {
            const id = toaster.loading('Loading...');
            setTimeout(
              () => toaster.update(id, { type: 'success', message: 'Language has been changed!' }),
              300,
            );
          }}
        >
          Change language
        </Button>
        <ToastRegion toaster={toaster} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change language' }));
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('listitem')).toHaveAttribute('data-type', 'loading');
    await waitFor(() => expect(within(region).getByRole('listitem')).toHaveAttribute('data-type', 'success'));
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Language has been changed!');
  },
};

/** `toast.promise` with a rejected promise: loading, then the error in the same toast. */
export const PromiseError: Story = {
  render: Playground.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Promise that fails' }));
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Deleting order...')).toBeVisible();
    await waitFor(() =>
      expect(body(canvasElement).getByRole('alert')).toHaveTextContent(
        'Failed to delete order. Please try again.',
      ),
    );
    await expect(within(region).getByRole('listitem')).toHaveAttribute('data-type', 'error');
  },
};

/**
 * Hovering pauses the 3000 ms timer and leaving resumes it. That the toast outlives its 3000 ms while paused is
 * proved with fake timers in Toast.test.tsx, not by waiting here.
 */
export const PausedOnHover: Story = {
  render: () => <Preset fill={(toaster) => toaster.success('Product uploaded successfully!')} />,
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    // Hover again until the pause shows: Chromium's own pointer event from the real cursor can end a hover.
    await waitFor(async () => {
      await userEvent.hover(within(region).getByRole('listitem'));
      await expect(region).toHaveAttribute('data-paused', 'true');
    });
    await expect(within(region).getByText('Product uploaded successfully!')).toBeVisible();
    await userEvent.unhover(within(region).getByRole('listitem'));
    await waitFor(
      () => expect(body(canvasElement).queryByRole('region', { name: 'Notifications' })).toBeNull(),
      {
        timeout: 4000,
      },
    );
  },
};

/** Bad input: very long text wraps inside the 300 px width; an empty description is not shown. */
export const LongText: Story = {
  render: () => (
    <Preset
      fill={(toaster) => {
        toaster.error(
          'Upload failed: the server rejected the request because Front_suspension_lower_control_arm_with_ball_joint_and_bushings_left_and_right.jpg is larger than 15 MB',
          { ...sticky, description: '' },
        );
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
    const item = within(region).getByRole('listitem');
    await expect(item.querySelector('[data-part="description"]')).toBeNull();
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};

export const Dark: Story = { ...Types, globals: { colorScheme: 'dark' } };

/** Arabic: the region sits top-left, texts and the close button are translated. */
export const RightToLeftArabic: Story = {
  render: () => (
    <Preset
      fill={(toaster) => {
        toaster.success('تم تغيير اللغة!', sticky);
        toaster.error('حدث خطأ أثناء تغيير اللغة!', sticky);
      }}
    />
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = await body(canvasElement).findByRole('region', { name: 'الإشعارات' });
    await expect(within(region).getAllByRole('button', { name: 'إغلاق' })).toHaveLength(2);
    const { left, right } = region.getBoundingClientRect();
    await expect(left).toBeLessThan(canvasElement.ownerDocument.documentElement.clientWidth - right);
  },
};
