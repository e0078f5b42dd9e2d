import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RichTextEditor } from './RichTextEditor';

const textbox = () => screen.getByRole('textbox', { name: 'Description' });

// Interactions and rendering are tested by the stories (RichTextEditor.stories.tsx). Kept here: that an outside
// `value` is not echoed back, which a story could only show by waiting a fixed time.
describe('RichTextEditor', { timeout: 30_000 }, () => {
  it('follows a controlled value from outside without echoing it', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <RichTextEditor label="Description" value="First" onChange={onChange} syncDelay={10} />,
    );
    expect(textbox()).toHaveTextContent('First');
    rerender(<RichTextEditor label="Description" value={'# Second'} onChange={onChange} syncDelay={10} />);
    expect(within(textbox()).getByRole('heading', { level: 1, name: 'Second' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onChange.mock.calls).toEqual([]);
  });
});
