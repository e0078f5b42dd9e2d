import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LazyNavigationProgress } from './LazyNavigationProgress';

describe('LazyNavigationProgress', () => {
  it('renders nothing before the first navigation, then the bar once its code is in', async () => {
    const { rerender } = renderWithProviders(<LazyNavigationProgress active={false} />);
    expect(document.querySelector('[data-part="navigation-progress"]')).toBeNull();
    rerender(<LazyNavigationProgress active />);
    expect(await screen.findByRole('progressbar')).toBeTruthy();
  });
});
