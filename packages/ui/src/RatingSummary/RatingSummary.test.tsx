import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { RatingSummary, summarizeRatings } from './RatingSummary';

describe('summarizeRatings', () => {
  it('averages string or number ratings and counts them by rounded rating', () => {
    const s = summarizeRatings(['5', 4, '4.4', 3.5, 1, 'oops', null, undefined, 9]);
    expect(s.total).toBe(6);
    expect(s.counts).toEqual([1, 0, 0, 3, 2]);
    expect(s.average).toBeCloseTo((5 + 4 + 4.4 + 3.5 + 1 + 5) / 6);
  });

  it('is empty for no ratings', () => {
    expect(summarizeRatings([])).toEqual({ average: 0, total: 0, counts: [0, 0, 0, 0, 0] });
  });
});

describe('RatingSummary', { timeout: 30_000 }, () => {
  it('shows the average to one decimal, the total and a bar per star', () => {
    renderWithProviders(<RatingSummary ratings={[5, 5, 4, 4, 3, 5, 4]} />);
    expect(screen.getByText('Customer ratings').tagName).toBe('H3');
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.3 out of 5')).toHaveAttribute('role', 'img');
    expect(screen.getByText('Based on 7 reviews')).toBeInTheDocument();
    const list = screen.getByLabelText('Rating distribution');
    const rows = [...list.querySelectorAll('li')];
    expect(list.tagName).toBe('UL');
    expect(rows.map((r) => r.getAttribute('data-stars'))).toEqual(['5', '4', '3', '2', '1']);
    expect(rows[0]).toHaveTextContent('5 stars: 3 reviews (43%)');
    expect(rows[2]).toHaveTextContent('3 stars: 1 review (14%)');
    expect(rows[4]).toHaveTextContent('1 star: 0 reviews (0%)');
    expect(
      rows[0]?.querySelector<HTMLElement>('[data-part="bar"]')?.style.getPropertyValue('--_share'),
    ).toMatch(/^42\.85/);
  });

  it('shows "4.0" rather than "4" and a singular total', () => {
    renderWithProviders(<RatingSummary ratings={['4']} />);
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getByText('Based on 1 review')).toBeInTheDocument();
  });

  it('takes precomputed counts', () => {
    renderWithProviders(
      <RatingSummary summary={{ counts: [0, 0, 0, 1, 1] }} title="Reviews" headingLevel={2} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
  });

  it('shows the empty state with no reviews', () => {
    renderWithProviders(<RatingSummary ratings={[]} />);
    expect(screen.getByText('No reviews yet. Be the first to review this product!')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('0.0')).toBeInTheDocument();
    expect(screen.getByText('Based on 0 reviews')).toBeInTheDocument();
  });

  it('speaks French and Arabic', () => {
    renderWithProviders(<RatingSummary ratings={[4, 5]} />, { lng: 'fr' });
    expect(screen.getByText('4,5')).toBeInTheDocument();
    expect(screen.getByText('Basé sur 2 avis')).toBeInTheDocument();
  });

  it('uses Arabic plural forms', () => {
    renderWithProviders(<RatingSummary ratings={[4, 5]} />, { lng: 'ar' });
    expect(screen.getByText('بناءً على مراجعتين')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<RatingSummary ratings={[1, 2, 3, 4, 5, 5]} />);
    await expectNoAxeViolations(container);
  });
});
