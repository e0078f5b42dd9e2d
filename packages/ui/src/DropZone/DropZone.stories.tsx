import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { formatFileSize } from '../i18n/format';
import { DropZone } from './DropZone';

const MB = 1024 * 1024;

/** A small real image (an SVG) so previews render in the browser. */
const svgFile = (name: string, fill = '#2065D1') =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${fill}"/></svg>`,
    ],
    name,
    { type: 'image/svg+xml', lastModified: 1 },
  );
/** A file whose reported size is `size` bytes without allocating it. */
const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const keptFile = svgFile('kept.svg', '#00A76F');
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const meta = {
  title: 'Components/DropZone',
  component: DropZone,
  tags: ['autodocs'],
  args: {
    multiple: true,
    maxFiles: 5,
    maxSize: 15 * MB,
    accept: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'],
    onChange: fn(),
    onReject: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 drop-zone ("Drop or select file" with a "browse" link): react-aria-components `DropZone` + `FileTrigger`. Files can be dropped, pasted, or picked with "browse" (a real button, so it works from the keyboard). Each file is checked against `accept`, `maxSize` and `maxFiles`; refused files are listed with path, size (1024 units) and the translated reasons, in an alert. Accepted images get thumbnails with remove buttons; object URLs are revoked when files go away. Prop-driven: `value`/`onChange` and `onReject`; uploading is the caller\'s job.',
      },
    },
  },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §5 product images: up to 5 images, 15 MB each. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drop or select file')).toBeVisible();
    const browse = canvas.getByRole('button', { name: 'browse' });
    await expect(browse.closest('[data-part="hint"]')).toHaveTextContent(
      'Drop files here or click browse through your machine.',
    );
    // Image previews use object URLs, revoked when their file goes away.
    const created = spyOn(URL, 'createObjectURL');
    const revoked = spyOn(URL, 'revokeObjectURL');
    try {
      const pad = svgFile('brake-pad.svg');
      const disc = svgFile('disc.svg', '#00A76F');
      await userEvent.upload(fileInput(canvasElement), [pad, disc]);
      await expect(args.onChange).toHaveBeenLastCalledWith([pad, disc]);
      const list = canvas.getByRole('list', { name: 'Selected files' });
      const preview = within(list).getByRole('img', { name: 'brake-pad.svg' });
      await expect(preview).toBeVisible();
      await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
      const url = preview.getAttribute('src');
      await expect(url).toMatch(/^blob:/);
      await userEvent.click(canvas.getByRole('button', { name: 'Remove brake-pad.svg' }));
      await expect(args.onChange).toHaveBeenLastCalledWith([disc]);
      await expect(within(list).queryByRole('img', { name: 'brake-pad.svg' })).toBeNull();
      await expect(within(list).getByRole('img', { name: 'disc.svg' })).toBeVisible();
      await waitFor(() => expect(revoked).toHaveBeenCalledWith(url));
    } finally {
      created.mockRestore();
      revoked.mockRestore();
    }
  },
};

/** Wrong type, too large and too many: each refused file with path, size and reasons. */
export const Rejections: Story = {
  args: { maxFiles: 2, maxSize: 5 * MB },
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), [
      sized('engine-block.png', 'image/png', 16 * MB),
      sized('invoice.pdf', 'application/pdf', 2048),
      svgFile('a.svg'),
      svgFile('b.svg'),
      svgFile('c.svg'),
    ]);
    const alert = within(canvasElement).getByRole('alert', { name: 'Files not accepted' });
    await expect(alert).toHaveTextContent('engine-block.png – 16 MB');
    await expect(alert).toHaveTextContent('File is larger than 5 MB');
    await expect(alert).toHaveTextContent('File type must be image/jpeg');
    await expect(alert).toHaveTextContent('Too many files: at most 2 files');
    await expect(alert).toHaveTextContent('invoice.pdf – 2 kB');
    await expect(alert).toHaveTextContent('c.svg');
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(
      (args.onReject as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0],
    ).toHaveLength(3);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.svg' }),
      expect.objectContaining({ name: 'b.svg' }),
    ]);
  },
};

/** One file only: a new file replaces the current one. */
export const SingleFile: Story = {
  args: { multiple: false, maxFiles: undefined, accept: ['application/pdf'], maxSize: 5 * MB },
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), sized('catalogue.pdf', 'application/pdf', 1.5 * MB));
    await userEvent.upload(fileInput(canvasElement), sized('price-list.pdf', 'application/pdf', 300 * 1024));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'price-list.pdf' }),
    ]);
    const list = within(canvasElement).getByRole('list', { name: 'Selected files' });
    await expect(list).toHaveTextContent('price-list.pdf300 kB');
    await expect(list).not.toHaveTextContent('catalogue.pdf');
  },
};

export const WithFiles: Story = {
  args: {
    defaultValue: [
      svgFile('front-bumper.svg'),
      svgFile('headlamp.svg', '#00A76F'),
      sized('fitment.pdf', 'application/pdf', 0),
    ],
    accept: undefined,
  },
};

export const KeyboardBrowse: Story = {
  play: async ({ canvasElement }) => {
    const browse = within(canvasElement).getByRole('button', { name: 'browse' });
    // First stop: react-aria's hidden drop button (paste files with Ctrl+V); second: "browse".
    await userEvent.tab();
    await userEvent.tab();
    await expect(browse).toHaveFocus();
    await waitFor(() => expect(browse).toHaveAttribute('data-focus-visible', 'true'));
  },
};

export const WithDescription: Story = {
  args: { description: 'Allowed *.jpeg, *.jpg, *.png, *.gif, *.webp — up to 5 images of 15 MB' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Upload at least one image' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Upload at least one image')).toBeVisible();
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [svgFile('rim.svg')] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'browse' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove rim.svg' })).toBeDisabled();
    // Nothing is added.
    await userEvent.upload(fileInput(canvasElement), svgFile('hub.svg'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByText('hub.svg')).toBeNull();
  },
};

const onKeptChange = fn();

/**
 * Dropped files are accepted, and a single-file zone refuses the extra ones; a zone controlled by `value` reports a
 * removal through onChange but keeps showing its value.
 */
export const DropAndControlled: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { multiple: false, maxFiles: undefined, label: 'Photo' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DropZone {...args} />
      <DropZone label="Kept photos" multiple value={[keptFile]} onChange={onKeptChange} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    onKeptChange.mockClear();
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector('[data-part="zone"]');
    if (!zone) throw new Error('no zone');
    const dropped = [svgFile('pad.svg'), svgFile('disc.svg')];
    // Dragged files as a browser hands them over, as file items without webkitGetAsEntry (react-aria then assumes
    // files): a script cannot fill a real DataTransfer with files that have file system entries.
    const dataTransfer = {
      types: ['Files'],
      items: dropped.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      effectAllowed: 'all',
      dropEffect: 'none',
      getData: () => '',
    };
    const drag = (type: string, init: MouseEventInit = {}) => {
      const event = new DragEvent(type, { bubbles: true, cancelable: true, composed: true, ...init });
      Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
      zone.dispatchEvent(event);
    };
    drag('dragenter', { clientX: 1, clientY: 1 });
    drag('dragover', { clientX: 2, clientY: 2 });
    drag('drop');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([dropped[0]]));
    await expect((args.onReject as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ path: 'disc.svg', errors: ['too-many-files'] }),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many files: at most 1 file');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove kept.svg' }));
    await expect(onKeptChange).toHaveBeenCalledWith([]);
    await expect(canvas.getByRole('img', { name: 'kept.svg' })).toBeVisible();
  },
};

/** Bad input: very long names, an empty file, no accept list. */
export const LongFileNames: Story = {
  args: {
    accept: undefined,
    defaultValue: [
      svgFile('toyota-corolla-2015-front-suspension-lower-control-arm-with-ball-joint-and-bushings-left.svg'),
      sized(
        'a-very-long-document-name-that-never-ends-because-vendors-paste-whole-descriptions.pdf',
        'application/pdf',
        9_999_999_999,
      ),
      sized('empty.txt', 'text/plain', 0),
    ],
    label: 'Drop the wheel bearing photos, fitment sheets and invoices for this listing here, or choose them',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <DropZone {...args} />
    </div>
  ),
};

export const Dark: Story = { ...Rejections, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { maxSize: 2 * MB },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('أفلت ملفًا أو اختره')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تصفّح' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), sized('صورة.png', 'image/png', 3 * MB));
    // The reason is translated, with the size formatted for the language.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `حجم الملف أكبر من ${formatFileSize(2 * MB, 'ar')}`,
    );
  },
};
