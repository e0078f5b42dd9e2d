import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { admin, author, customer, reviews } from './fixtures';
import { ReviewsPanel } from './ReviewsPanel';

const noop = () => Promise.resolve();

describe('ReviewsPanel', { timeout: 60_000 }, () => {
  it('shows the summary and each review with name (Anonymous when missing), date, stars and comment', () => {
    renderWithProviders(<ReviewsPanel reviews={reviews} currentUser={null} />);
    expect(screen.getByRole('heading', { name: 'Reviews', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('3.7')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Customer reviews' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Kwame Mensah' })).toBeInTheDocument();
    expect(first.getByText('02 Nov 2026')).toHaveAttribute('datetime', '2026-11-02T10:00:00Z');
    expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByRole('heading', { name: 'Anonymous' })).toBeInTheDocument();
  });

  it('signed out: sign-in prompt, no Write button, no menus', () => {
    renderWithProviders(
      <ReviewsPanel
        reviews={reviews}
        onCreate={noop}
        onUpdate={noop}
        onDelete={noop}
        signInHref="/auth/sign-in?returnUrl=%2Fshop%2Fproduct%2F1"
      />,
    );
    expect(screen.getByText('Please sign in to submit a review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in?returnUrl=%2Fshop%2Fproduct%2F1',
    );
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review actions' })).toBeNull();
  });

  it('shows the §2 empty text', () => {
    renderWithProviders(<ReviewsPanel reviews={[]} currentUser={customer} onCreate={noop} />);
    expect(screen.getByText('No reviews yet. Be the first to review this product!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Customer reviews' })).toBeNull();
  });

  it('writes a review: default 5 stars, blank comment blocked with the §5 message, trimmed submit', async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <ReviewsPanel reviews={reviews} currentUser={customer} onCreate={onCreate} />,
    );
    const toggle = screen.getByRole('button', { name: 'Write a Review' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Cancel Review' })).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Write a review' });
    expect(within(form).getByRole('radio', { name: /5/ })).toBeChecked();
    const comment = within(form).getByRole('textbox', { name: /Your review/ });
    expect(comment).toHaveAttribute('placeholder', 'Share your experience with this product...');
    expect(comment).toHaveAttribute('rows', '4');
    const submit = within(form).getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    await user.type(comment, '   ');
    await user.tab();
    expect(within(form).getByText('Please provide a comment for your review')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: /3/ }));
    await user.type(comment, ' Solid part ');
    await user.click(submit);
    expect(onCreate).toHaveBeenCalledWith({ rating: 3, comment: 'Solid part' });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('keeps the typed text and shows the server error when saving fails', async () => {
    let reject: (e: Error) => void = () => {};
    const onCreate = vi.fn(() => new Promise((_, r) => (reject = r)));
    const { user } = renderWithProviders(
      <ReviewsPanel reviews={[]} currentUser={customer} onCreate={onCreate} />,
    );
    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    const comment = screen.getByRole('textbox', { name: /Your review/ });
    await user.type(comment, 'Great pads');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeInTheDocument();
    expect(comment).toBeDisabled();
    reject(new Error('Failed to rate product'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to rate product');
    expect(comment).toHaveValue('Great pads');
    expect(comment).toBeEnabled();
  });

  it('hides Write a Review once the user has reviewed; the author gets Edit and Delete', async () => {
    const onUpdate = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <ReviewsPanel
        reviews={reviews}
        currentUser={author}
        onCreate={noop}
        onUpdate={onUpdate}
        onDelete={noop}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Write a Review' })).toBeNull();
    const menus = screen.getAllByRole('button', { name: 'Review actions' });
    expect(menus).toHaveLength(1);
    await user.click(menus[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Review' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    const comment = within(form).getByRole('textbox');
    expect(comment).toHaveValue(reviews[0]?.reviewComment);
    await user.clear(comment);
    await user.type(comment, 'Updated');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), {
      rating: 5,
      comment: 'Updated',
    });
  });

  it('an admin can delete any review after the §2 confirmation; failure keeps the dialog with the error', async () => {
    const onDelete = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to delete review'))
      .mockResolvedValueOnce(undefined);
    const { user } = renderWithProviders(
      <ReviewsPanel reviews={reviews} currentUser={admin} onDelete={onDelete} />,
    );
    const menus = screen.getAllByRole('button', { name: 'Review actions' });
    expect(menus).toHaveLength(3);
    await user.click(menus[1] as HTMLElement);
    expect(screen.queryByRole('menuitem', { name: 'Edit Review' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Review' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Review' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this review? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete review');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onDelete).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('is translated', () => {
    renderWithProviders(<ReviewsPanel reviews={[]} currentUser={customer} onCreate={noop} />, { lng: 'fr' });
    expect(screen.getByRole('button', { name: 'Écrire un avis' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container, user } = renderWithProviders(
      <ReviewsPanel reviews={reviews} currentUser={admin} onCreate={noop} onUpdate={noop} onDelete={noop} />,
    );
    await user.click(screen.getByRole('button', { name: 'Write a Review' }));
    await expectNoAxeViolations(container);
  });
});
