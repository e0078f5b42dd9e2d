import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Rating } from './Rating';

const filled = () =>
  screen.getAllByRole('radio').filter((radio) => radio.closest('label')?.hasAttribute('data-filled')).length;

describe('Rating', { timeout: 30_000 }, () => {
  it('is a radiogroup labelled "Rating" with one radio per star and defaults to 5', () => {
    renderWithProviders(<Rating />);
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(filled()).toBe(5);
  });

  it('clicking a star and arrow keys change the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Rating defaultValue={null} onChange={onChange} />);
    expect(filled()).toBe(0);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.unhover(screen.getByRole('radio', { name: '3 stars' }).closest('label') as Element);
    expect(filled()).toBe(3);
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('previews the hovered value without changing it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Rating defaultValue={2} onChange={onChange} />);
    await user.hover(screen.getByRole('radio', { name: '4 stars' }).closest('label') as Element);
    expect(filled()).toBe(4);
    await user.unhover(screen.getByRole('radio', { name: '4 stars' }).closest('label') as Element);
    expect(filled()).toBe(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is controlled by value and clamps out-of-range numbers', () => {
    const { rerender } = renderWithProviders(<Rating value={9} />);
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    rerender(<Rating value={-3} />);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    rerender(<Rating value={3.6} />);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    rerender(<Rating value={null} />);
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('read-only and disabled do not change', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(<Rating value={2} isReadOnly onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    rerender(<Rating value={2} isDisabled onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the translated required error when submitted empty', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Rating name="rating" defaultValue={null} isRequired />
        <button type="submit">Send</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose a rating')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('speaks French and Arabic plurals', () => {
    renderWithProviders(<Rating />, { lng: 'fr' });
    expect(screen.getByRole('radiogroup', { name: 'Note' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 étoiles' })).toBeInTheDocument();
  });

  it('uses a custom label or aria-label', () => {
    renderWithProviders(
      <>
        <Rating label="Your rating" />
        <Rating aria-label="Quality" />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Quality' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <Rating description="Tap a star" isInvalid errorMessage="Field is required!" />,
    );
    await expectNoAxeViolations(container);
  });
});
