import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Stars } from './Stars';

describe('Stars', () => {
  it('is one image named with the rating to one decimal', () => {
    renderWithProviders(<Stars value={4.26} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.3 out of 5' });
    expect(stars.style.getPropertyValue('--_fill')).toBe('85.2%');
    expect(stars.querySelectorAll('svg')).toHaveLength(10);
  });

  it('clamps out-of-range and missing values', () => {
    renderWithProviders(
      <>
        <Stars value={7} />
        <Stars value={-1} />
        <Stars value={Number.NaN} label="No rating" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' }).style.getPropertyValue('--_fill')).toBe(
      '100%',
    );
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' }).style.getPropertyValue('--_fill')).toBe(
      '0%',
    );
    expect(screen.getByRole('img', { name: 'No rating' })).toHaveAttribute('data-value', '0');
  });

  it('speaks the current language', () => {
    renderWithProviders(<Stars value={3.5} />, { lng: 'fr' });
    expect(screen.getByRole('img', { name: 'Noté 3,5 sur 5' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Stars value={3.7} size="large" />);
    await expectNoAxeViolations(container);
  });
});
