import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FullScreenToggle } from './FullScreenToggle';

// Everything else is checked by the stories (FullScreenToggle.stories.tsx), in Chromium with a stand-in API.
describe('FullScreenToggle', () => {
  it('without any Fullscreen API at all (jsdom as is) it renders nothing', () => {
    renderWithProviders(<FullScreenToggle />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
