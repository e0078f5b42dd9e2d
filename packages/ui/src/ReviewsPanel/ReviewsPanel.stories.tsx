import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { admin, author, customer, reviews } from './fixtures';
import type { ReviewInput } from './ReviewForm';
import { type ReviewItem, ReviewsPanel, type ReviewsPanelProps } from './ReviewsPanel';

const meta = {
  title: 'Commerce/ReviewsPanel',
  component: ReviewsPanel,
  tags: ['autodocs'],
  args: {
    reviews,
    currentUser: customer,
    onCreate: fn(() => Promise.resolve()),
    onUpdate: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
    signInHref: '/auth/sign-in?returnUrl=%2Fshop%2Fproduct%2F11',
  },
  parameters: {
    docs: {
      description: {
        component:
          "The §2 product reviews panel, prop-driven. `RatingSummary` (average to one decimal, 'Based on N reviews', 5-to-1 distribution) on top; 'Write a Review' / 'Cancel Review' opens an inline form (stars default 5, 4-row comment; Submit is disabled while the comment is blank or saving, and a blank comment says 'Please provide a comment for your review'). Each review shows avatar, name ('Anonymous' when unknown), date (DD MMM YYYY), stars and comment. The author or an admin (`currentUser` {id, role}) gets a menu: Edit Review (inline form, Save Changes) and Delete Review (confirmation: 'Are you sure you want to delete this review? This action cannot be undone.'). `onCreate`, `onUpdate` and `onDelete` return promises: while they run the buttons are busy; a rejection shows its message and keeps the typed text. Signed out it shows 'Please sign in to submit a review' with a sign-in link; a user who already reviewed does not see 'Write a Review'. Verified purchases (`verified: true`) carry a 'Verified purchase' badge; with `canReview={false}` (issue 25: only buyers who received the part may review it) the form is replaced by `cannotReviewMessage`, by default 'Only buyers who received this part can review it.'.",
      },
    },
  },
} satisfies Meta<typeof ReviewsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Reviews kept in state, as the product page does after each successful call (§4: the list updates locally). */
function LivePanel(props: ReviewsPanelProps) {
  const [list, setList] = useState<readonly ReviewItem[]>(props.reviews ?? []);
  const user = props.currentUser;
  return (
    <ReviewsPanel
      {...props}
      reviews={list}
      onCreate={async (input: ReviewInput) => {
        await props.onCreate?.(input);
        setList((current) => [
          {
            id: Date.now(),
            reviewUserId: user?.id ?? null,
            reviewUserName: 'Yaw Boateng',
            reviewRating: String(input.rating),
            reviewComment: input.comment,
            createdAt: '2026-11-23T10:00:00Z',
          },
          ...current,
        ]);
      }}
      onUpdate={async (review, input) => {
        await props.onUpdate?.(review, input);
        setList((current) =>
          current.map((r) =>
            r.id === review.id
              ? { ...r, reviewRating: String(input.rating), reviewComment: input.comment }
              : r,
          ),
        );
      }}
      onDelete={async (review) => {
        await props.onDelete?.(review);
        setList((current) => current.filter((r) => r.id !== review.id));
      }}
    />
  );
}

/** A signed-in customer who has not reviewed yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
    await expect(canvas.getByText('3.7')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Customer reviews' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Kwame Mensah' })).toBeVisible();
    await expect(first.getByText('02 Nov 2026')).toHaveAttribute('datetime', '2026-11-02T10:00:00Z');
    await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    // Verified purchases say so; a review from before the rule does not.
    await expect(first.getByText('Verified purchase')).toBeVisible();
    const last = within(items[2] as HTMLElement);
    await expect(last.queryByText('Verified purchase')).toBeNull();
    // No name: Anonymous.
    await expect(last.getByRole('heading', { name: 'Anonymous' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Write a Review' })).toBeVisible();
  },
};

/** Issue 25: a signed-in customer who has not received the part is told why, and gets no form. */
export const NotReceived: Story = {
  args: { canReview: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only buyers who received this part can review it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Write a Review' })).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByText('Please sign in to submit a review')).toBeNull();
  },
};

/** The reason is the app's to give: here a member of the product's shop. */
export const CannotReviewOwnShop: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { canReview: false, cannotReviewMessage: 'You cannot review a product of your own shop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You cannot review a product of your own shop')).toBeVisible();
    await expect(canvas.queryByText('Only buyers who received this part can review it.')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Write a Review' })).toBeNull();
  },
};

/** Write a review: the form opens with 5 stars, Submit waits for a comment, the new review joins the list. */
export const Playground: Story = {
  render: (args) => <LivePanel {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Write a Review' }));
    const form = canvas.getByRole('form', { name: 'Write a review' });
    const submit = within(form).getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeDisabled();
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Your review/ }),
      'Perfect fit for my Corolla',
    );
    await userEvent.click(submit);
    await expect(args.onCreate).toHaveBeenCalledWith({ rating: 5, comment: 'Perfect fit for my Corolla' });
    await expect(await canvas.findByText('Perfect fit for my Corolla')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Write a Review' })).toBeNull();
  },
};

/**
 * The form: 5 stars by default, a 4-row comment; a blank comment keeps Submit off and says so; the chosen rating and
 * the trimmed comment are sent. Without `onUpdate` an admin's menu only offers Delete.
 */
export const WriteWithValidation: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { currentUser: admin, onUpdate: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Write a Review' }));
    await expect(canvas.getByRole('button', { name: 'Cancel Review' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const form = within(canvas.getByRole('form', { name: 'Write a review' }));
    await expect(form.getByRole('radio', { name: /5/ })).toBeChecked();
    const comment = form.getByRole('textbox', { name: /Your review/ });
    await expect(comment).toHaveAttribute('placeholder', 'Share your experience with this product...');
    await expect(comment).toHaveAttribute('rows', '4');
    const submit = form.getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeDisabled();
    await userEvent.type(comment, '   ');
    await userEvent.tab();
    await expect(await form.findByText('Please provide a comment for your review')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.click(form.getByRole('radio', { name: /3/ }));
    await userEvent.type(comment, ' Solid part ');
    await userEvent.click(submit);
    await expect(args.onCreate).toHaveBeenCalledWith({ rating: 3, comment: 'Solid part' });
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());

    await userEvent.click(canvas.getAllByRole('button', { name: 'Review actions' })[1] as HTMLElement);
    const screen = body(canvasElement);
    const remove = await screen.findByRole('menuitem', { name: 'Delete Review' });
    await waitFor(() => expect(remove).toBeVisible());
    await expect(screen.queryByRole('menuitem', { name: 'Edit Review' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const SignedOut: Story = {
  args: { currentUser: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please sign in to submit a review')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in?returnUrl=%2Fshop%2Fproduct%2F11',
    );
    await expect(canvas.queryByRole('button', { name: 'Review actions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Write a Review' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No reviews yet. Be the first to review this product!'),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: 'Customer reviews' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true, reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading reviews…');
  },
};

/** The author edits their own review inline; 'Write a Review' is hidden (one review per user). */
export const AuthorEdits: Story = {
  args: { currentUser: author },
  render: (args) => <LivePanel {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Write a Review' })).toBeNull();
    // Only their own review has a menu.
    await expect(canvas.getAllByRole('button', { name: 'Review actions' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Review actions' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Edit Review' }));
    const form = canvas.getByRole('form', { name: 'Edit your review' });
    const comment = within(form).getByRole('textbox');
    await expect(comment).toHaveValue(reviews[0]?.reviewComment);
    await userEvent.clear(comment);
    await userEvent.paste('Still great after 5,000 km');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), {
      rating: 5,
      comment: 'Still great after 5,000 km',
    });
    await expect(await canvas.findByText('Still great after 5,000 km')).toBeVisible();
  },
};

/** An admin deletes someone else's review after the §2 confirmation; a failed first try keeps the dialog with the error. */
export const AdminDeletes: Story = {
  args: { currentUser: admin },
  render: (args) => <LivePanel {...args} />,
  play: async ({ args, canvasElement }) => {
    mocked(args.onDelete as NonNullable<typeof args.onDelete>).mockRejectedValueOnce(
      new Error('Failed to delete review'),
    );
    const canvas = within(canvasElement);
    const screen = body(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Review actions' })).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Review actions' })[1] as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Review' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this review? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
    await expect(args.onDelete).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByText('Ama Owusu')).toBeNull();
  },
};

/** The server refuses: the message shows and the typed text stays. */
export const SubmitFailure: Story = {
  args: { onCreate: fn(() => Promise.reject(new Error('Failed to submit review'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Write a Review' }));
    const comment = canvas.getByRole('textbox', { name: /Your review/ });
    await userEvent.click(comment);
    await userEvent.paste('Arrived broken');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to submit review');
    await expect(comment).toHaveValue('Arrived broken');
    await expect(comment).toBeEnabled();
  },
};

/** A save that never answers: the busy state. */
export const Submitting: Story = {
  args: { onCreate: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Write a Review' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Good');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(canvas.getByRole('button', { name: 'Submitting…' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toBeDisabled();
  },
};

const longReviews: ReviewItem[] = [
  {
    id: 40,
    reviewUserId: 40,
    reviewUserName: 'Nana Akua Adjoa Asantewaa Boatemaa-Frimpong Mensah-Bonsu of Kumasi',
    reviewRating: '3',
    reviewComment:
      'Fitted the front suspension lower control arm with ball joint and bushings on both sides.\nThe left one was fine, the right one needed a new bolt which was not in the box, so I had to drive back to Abossey Okai. '.repeat(
        3,
      ),
    createdAt: '2026-01-01T00:00:00Z',
  },
  { id: 41, reviewUserId: 41, reviewRating: 'not a number', reviewComment: '' },
];

/** Very long name and comment, a missing name, date and comment, an unreadable rating. */
export const LongTextAndMissingData: Story = {
  args: { reviews: longReviews, currentUser: admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Anonymous' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
  },
};

export const Dark: Story = { args: { currentUser: admin }, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getAllByText('شراء موثّق')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'اكتب تقييمًا' }));
    await expect(canvas.getByRole('textbox', { name: /مراجعتك/ })).toHaveAttribute(
      'placeholder',
      'شارك تجربتك مع هذا المنتج...',
    );
  },
};
