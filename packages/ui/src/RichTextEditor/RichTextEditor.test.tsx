import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { EDITOR_SYNC_MS, RichTextEditor } from './RichTextEditor';

beforeAll(() => {
  // jsdom has no layout; ProseMirror asks for rectangles when it scrolls the selection into view.
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () => rects;
  Element.prototype.getClientRects = () => rects;
  document.elementFromPoint = () => null;
});

const textbox = () => screen.getByRole('textbox', { name: 'Description' });

describe('RichTextEditor', { timeout: 30_000 }, () => {
  it('is a labelled multi-line textbox with the §2 placeholder under a named toolbar', () => {
    renderWithProviders(<RichTextEditor label="Description" description="Markdown is kept" />);
    const box = textbox();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-placeholder', 'Write something awesome...');
    expect(box).toHaveAccessibleDescription('Markdown is kept');
    expect(box.querySelector('[data-placeholder="Write something awesome..."]')).not.toBeNull();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('button', { name: /Paragraph/ })).toBeInTheDocument();
    expect(EDITOR_SYNC_MS).toBe(100);
  });

  it('renders markdown in and reports the text style of the selection', () => {
    renderWithProviders(
      <RichTextEditor
        label="Description"
        defaultValue={'## Brake pads\n\nFits **Toyota**\n\n- front\n- rear'}
      />,
    );
    const box = textbox();
    expect(within(box).getByRole('heading', { level: 2, name: 'Brake pads' })).toBeInTheDocument();
    expect(box.querySelector('strong')).toHaveTextContent('Toyota');
    expect(box.querySelectorAll('li')).toHaveLength(2);
    // The cursor starts in the heading.
    expect(screen.getByRole('button', { name: /Heading 2/ })).toBeInTheDocument();
  });

  it('applies a heading from the toolbar (reported at once when focus leaves the editor)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <RichTextEditor label="Description" defaultValue="Brake pads" onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: /Paragraph/ }));
    await user.click(screen.getByRole('option', { name: 'Heading 3' }));
    expect(within(textbox()).getByRole('heading', { level: 3, name: 'Brake pads' })).toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('### Brake pads'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('debounces onChange while the editor keeps focus and flushes on blur', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <RichTextEditor label="Description" defaultValue="Brake pads" onChange={onChange} syncDelay={60_000} />,
    );
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    // tiptap hands focus back to the editor on the next animation frame.
    await waitFor(() => expect(textbox()).toHaveFocus());
    expect(within(textbox()).getByText('Brake pads').tagName).toBe('EM');
    // Within the (long) debounce nothing is reported...
    expect(onChange).not.toHaveBeenCalled();
    // ...until focus leaves the editor.
    await user.click(document.body);
    expect(onChange).toHaveBeenCalledWith('*Brake pads*');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles bold, lists and undo/redo on the whole text', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <RichTextEditor label="Description" defaultValue="Genuine part" onChange={onChange} syncDelay={10} />,
    );
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.click(textbox());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('**Genuine part**'));
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('1. **Genuine part**'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('**Genuine part**'));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('1. **Genuine part**'));
  });

  it('adds a link only with a safe URL', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <RichTextEditor label="Description" defaultValue="Fitment guide" onChange={onChange} syncDelay={10} />,
    );
    const box = textbox();
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    const field = within(dialog).getByRole('textbox', { name: 'Link address' });
    await user.type(field, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a web (https://) or email (mailto:) address',
    );
    expect(box.querySelector('a')).toBeNull();
    await user.clear(field);
    await user.type(field, 'abossey.com/guides');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('[Fitment guide](https://abossey.com/guides)'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const link = box.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://abossey.com/guides');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('drops javascript: links from markdown it is given', () => {
    renderWithProviders(
      <RichTextEditor
        label="Description"
        defaultValue="[x](javascript:alert(1)) <img src=x onerror=alert(1)>"
      />,
    );
    expect(textbox().querySelector('a[href^="javascript"], img, [onerror]')).toBeNull();
  });

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

  it('moves between toolbar controls with the arrow keys', async () => {
    const { user } = renderWithProviders(<RichTextEditor label="Description" />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Paragraph/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
  });

  it('disabled: read-only content and disabled controls', () => {
    renderWithProviders(<RichTextEditor label="Description" defaultValue="Locked" isDisabled />);
    expect(textbox()).toHaveAttribute('contenteditable', 'false');
    expect(textbox()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Paragraph/ })).toBeDisabled();
  });

  it('invalid: aria-invalid and the error message as description', () => {
    const { container } = renderWithProviders(
      <RichTextEditor label="Description" isRequired isInvalid errorMessage="Description is required!" />,
    );
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(textbox()).toHaveAttribute('aria-required', 'true');
    expect(textbox()).toHaveAccessibleDescription('Description is required!');
    expect(container.querySelector('[data-part="rich-text-editor"]')).toHaveAttribute('data-invalid', 'true');
  });

  it('translates (French)', () => {
    renderWithProviders(<RichTextEditor aria-label="Description" />, { lng: 'fr' });
    expect(textbox()).toHaveAttribute('aria-placeholder', 'Écrivez quelque chose de génial...');
    expect(screen.getByRole('toolbar', { name: 'Mise en forme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gras' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Paragraphe/ })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <RichTextEditor label="Description" defaultValue="## Pads" isInvalid errorMessage="Too short" />,
    );
    await expectNoAxeViolations(container);
  });
});
