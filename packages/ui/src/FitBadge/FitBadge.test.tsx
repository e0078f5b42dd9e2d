import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { FitBadge } from './FitBadge';

describe('FitBadge', () => {
  it('says whether the part fits, with a tone and the raw answer as data attributes', () => {
    renderWithProviders(
      <p>
        <FitBadge fit="fits" vehicle="2012 Toyota Corolla" />
        <FitBadge fit="doesNotFit" />
        <FitBadge fit="unknown" />
      </p>,
    );
    const fits = screen.getByText('Fits').closest('[data-fit]');
    expect(fits).toHaveAttribute('data-fit', 'fits');
    expect(fits).toHaveAttribute('data-tone', 'success');
    expect(fits).toHaveTextContent('Fits for 2012 Toyota Corolla');
    expect(fits).toHaveAttribute('title', 'Fits for 2012 Toyota Corolla');
    expect(screen.getByText("Doesn't fit").closest('[data-fit]')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('Fit unknown').closest('[data-fit]')).toHaveAttribute('data-tone', 'neutral');
  });

  it('is translated (Arabic)', () => {
    renderWithProviders(<FitBadge fit="doesNotFit" vehicle="Corolla" />, { lng: 'ar' });
    expect(screen.getByText('غير مناسب').closest('[data-fit]')).toHaveAttribute('data-tone', 'danger');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <p>
        <FitBadge fit="fits" vehicle="Kofi's taxi" />
        <FitBadge fit="doesNotFit" vehicle="Kofi's taxi" />
        <FitBadge fit="unknown" />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
