import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Markdown } from '../Markdown/Markdown';
import { EDITOR_SYNC_MS, RichTextEditor } from './RichTextEditor';

const description = `## Ceramic brake pads

Low-dust **ceramic** pads for the *Toyota Corolla* (2014–2019).

- 4 brake pads
- Fitting clips

1. Raise the car
2. Fit the pads

Read the [fitment guide](https://abossey.com/guides/brakes).`;

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  args: { label: 'Description', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 rich-text editor for product descriptions (console only; lazy-load it — tiptap, ProseMirror and marked add about 150 kB gzipped). Markdown in (`value`/`defaultValue`) and out (`onChange`, debounced 100 ms per §9 and flushed on blur), so what vendors write is what the storefront\'s `Markdown` view shows. A react-aria-components `Toolbar` (arrow keys move between controls): text style (paragraph, headings 1–6), bold, italic, bulleted and numbered lists, link (http(s), mailto, tel or relative only) and undo/redo. The editing area is a labelled multi-line textbox at least 240 px high with the §2 placeholder "Write something awesome...".',
      },
    },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editingArea = (canvasElement: HTMLElement, name = 'Description') =>
  within(canvasElement).getByRole('textbox', { name });

/** Typing reaches `onChange` as markdown once the 100 ms debounce settles. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const box = editingArea(canvasElement);
    await expect(box).toHaveAttribute('aria-multiline', 'true');
    await expect(box).toHaveAttribute('contenteditable', 'true');
    await expect(box).toHaveAttribute('aria-placeholder', 'Write something awesome...');
    await expect(box.querySelector('[data-placeholder="Write something awesome..."]')).not.toBeNull();
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(240);
    const toolbar = within(within(canvasElement).getByRole('toolbar', { name: 'Formatting' }));
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo']) {
      await expect(toolbar.getByRole('button', { name })).toBeVisible();
    }
    await expect(toolbar.getByRole('button', { name: /Paragraph/ })).toBeVisible();
    // §9: onChange at most every 100 ms.
    await expect(EDITOR_SYNC_MS).toBe(100);
    await userEvent.click(box);
    await userEvent.keyboard('Genuine ');
    await userEvent.keyboard('{Control>}b{/Control}OEM{Control>}b{/Control} part');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('Genuine **OEM** part'));
  },
};

export const WithContent: Story = {
  args: { defaultValue: description },
  play: async ({ canvasElement }) => {
    const box = editingArea(canvasElement);
    await expect(within(box).getByRole('heading', { level: 2, name: 'Ceramic brake pads' })).toBeVisible();
    await expect(box.querySelector('strong')).toHaveTextContent('ceramic');
    await expect(box.querySelectorAll('li')).toHaveLength(4);
    // The text-style picker reports the style where the cursor starts: the heading.
    await expect(within(canvasElement).getByRole('button', { name: /Heading 2/ })).toBeVisible();
    await expect(within(box).getByRole('link', { name: 'fitment guide' })).toHaveAttribute(
      'href',
      'https://abossey.com/guides/brakes',
    );
  },
};

/** Headings 1–6 and paragraph from the toolbar's text-style picker. */
export const TextStyle: Story = {
  args: { defaultValue: 'Brake pads' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Paragraph/ }));
    await expect(body.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Paragraph',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'Heading 4' }));
    await expect(within(editingArea(canvasElement)).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Brake pads',
    );
    // Reported at once (focus is not in the editor), and once.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('#### Brake pads'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const AddLink: Story = {
  args: { defaultValue: 'Fitment guide' },
  play: async ({ args, canvasElement }) => {
    const box = editingArea(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Link' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Link' });
    const field = within(dialog).getByRole('textbox', { name: 'Link address' });
    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(within(dialog).getByRole('alert')).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a web (https://) or email (mailto:) address',
    );
    await expect(box.querySelector('a')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'abossey.com/guides');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('[Fitment guide](https://abossey.com/guides)'),
    );
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: 'Link' })).toBeNull(),
    );
    const link = box.querySelector('a');
    await expect(link).toHaveAttribute('href', 'https://abossey.com/guides');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

/** Bold, numbered list, undo and redo from the toolbar, each reported as markdown. */
export const ToolbarFormattingAndHistory: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { defaultValue: 'Genuine part', syncDelay: 10 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await userEvent.click(editingArea(canvasElement));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('**Genuine part**'));
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('1. **Genuine part**'));
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('**Genuine part**'));
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('1. **Genuine part**'));
  },
};

/** While the editor keeps focus, `onChange` waits for the debounce; leaving the editor reports at once. */
export const FlushOnBlur: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { defaultValue: 'Brake pads', syncDelay: 60_000 },
  play: async ({ args, canvasElement }) => {
    const box = editingArea(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Italic' }));
    // tiptap hands focus back to the editor on the next animation frame.
    await waitFor(() => expect(box).toHaveFocus());
    await waitFor(() => expect(within(box).getByText('Brake pads').tagName).toBe('EM'));
    // Within the (long) debounce nothing is reported...
    await expect(args.onChange).not.toHaveBeenCalled();
    // ...until focus leaves the editor.
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('*Brake pads*'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** role=toolbar: one tab stop, arrow keys between its controls. */
export const KeyboardToolbar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // "Next" is ArrowRight in left-to-right and ArrowLeft in right-to-left (react-aria follows the locale).
    const paragraph = canvas.getByRole('button', { name: /Paragraph/ });
    await userEvent.tab();
    await expect(paragraph).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const rtl = paragraph.ownerDocument.activeElement === paragraph;
    const [next, previous] = rtl ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    if (rtl) await userEvent.keyboard(next);
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard(previous);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('data-focus-visible', 'true'),
    );
  },
};

/** What vendors write is what buyers see: the editor's markdown feeds the storefront's Markdown view. */
export const RoundTripWithMarkdownView: Story = {
  render: function RoundTrip(args) {
    const [markdown, setMarkdown] = useState(description);
    return (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
        <RichTextEditor
          {...args}
          value={markdown}
          onChange={(next) => {
            args.onChange?.(next);
            setMarkdown(next);
          }}
        />
        <section aria-label="Preview">
          <Markdown headingOffset={1}>{markdown}</Markdown>
        </section>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const preview = within(within(canvasElement).getByRole('region', { name: 'Preview' }));
    await expect(preview.getByRole('heading', { level: 3, name: 'Ceramic brake pads' })).toBeVisible();
    const box = editingArea(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Italic' }));
    await waitFor(() =>
      expect(preview.getByRole('heading', { level: 3 }).querySelector('em')).not.toBeNull(),
    );
    await expect(preview.getByRole('heading', { level: 3 })).toHaveTextContent('Ceramic brake pads');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Description is required!' },
  play: async ({ canvasElement }) => {
    const box = editingArea(canvasElement);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(box).toHaveAccessibleDescription('Description is required!');
    await expect(canvasElement.querySelector('[data-part="rich-text-editor"]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: description },
  play: async ({ canvasElement }) => {
    await expect(editingArea(canvasElement)).toHaveAttribute('contenteditable', 'false');
    await expect(editingArea(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Bold' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: /Text style/ })).toBeDisabled();
  },
};

export const WithDescriptionAndCustomPlaceholder: Story = {
  args: {
    description: 'Markdown is kept: headings, lists, bold, italic and links.',
    placeholder: 'Describe the part, its condition and what it fits…',
  },
  play: async ({ canvasElement }) => {
    const box = editingArea(canvasElement);
    await expect(box).toHaveAccessibleDescription(
      'Markdown is kept: headings, lists, bold, italic and links.',
    );
    await expect(box).toHaveAttribute(
      'aria-placeholder',
      'Describe the part, its condition and what it fits…',
    );
  },
};

/** Bad input: a very long unbroken word, a long paragraph and raw HTML in the markdown. */
export const LongAndHostileContent: Story = {
  args: {
    defaultValue: `${'Supercalifragilistic-part-number-0446502220-'.repeat(8)}\n\n${'Genuine OEM brake pads for daily driving in Accra traffic. '.repeat(20)}\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>`,
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <RichTextEditor {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = editingArea(canvasElement);
    await expect(box.querySelector('a[href^="javascript"], img, [onerror]')).toBeNull();
  },
};

export const Dark: Story = { ...WithContent, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { label: 'الوصف' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const box = editingArea(canvasElement, 'الوصف');
    await expect(box).toHaveAttribute('aria-placeholder', 'اكتب شيئًا رائعًا...');
    await expect(within(canvasElement).getByRole('toolbar', { name: 'التنسيق' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'غامق' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /فقرة/ })).toBeVisible();
  },
};
