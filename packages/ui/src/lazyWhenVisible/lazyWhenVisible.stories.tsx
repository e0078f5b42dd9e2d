import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { lazyWhenVisible } from './lazyWhenVisible';

// A stand-in for a part below the fold (reviews, similar products, the footer) whose module loads when it is near.
const ReviewsModule = async () => ({
  default: ({ count }: { count: number }) => (
    <section aria-label="Reviews">{count} reviews from buyers who received the part.</section>
  ),
});
/** Counts the module loads; each mounted demo makes its own part, so loads are per demo. */
const loadReviews = fn(ReviewsModule);

function Demo() {
  const [Reviews] = useState(() => lazyWhenVisible(loadReviews));
  return (
    <div data-testid="scroller" style={{ blockSize: 240, overflow: 'auto', border: '1px solid' }}>
      <p style={{ blockSize: 1200, margin: 0 }}>Brake pads (front), for a 2012 Toyota Corolla.</p>
      <Reviews count={12} />
    </div>
  );
}

const meta = {
  title: 'Utilities/lazyWhenVisible',
  render: () => <Demo />,
  parameters: {
    docs: {
      description: {
        component:
          "`lazyWhenVisible(() => import('./Reviews'))` makes a component for a part below the fold: the server renders it in full, and in the browser its code loads when the visitor nears it (400 px ahead), focuses into it or points at it. Until then a server-rendered part keeps the server's HTML (not hydrated); rendered in the browser, it shows nothing. Issue 23: the script a phone downloads before the page is idle.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing loads while the part is far below; scrolled near, it loads and renders. */
export const LoadsWhenScrolledNear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    loadReviews.mockClear();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(loadReviews).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Reviews' })).toBeVisible());
    await expect(loadReviews).toHaveBeenCalledOnce();
  },
};
