import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarUpload } from './AvatarUpload';

const MB = 1024 * 1024;
const photo = (name: string, fill = '#2065D1') =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="144" height="144"><rect width="144" height="144" fill="${fill}"/><circle cx="72" cy="58" r="28" fill="#FFFFFF"/></svg>`,
    ],
    name,
    { type: 'image/svg+xml', lastModified: 1 },
  );
const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
/** Drags files over, or drops them on, an element (as a browser does: a real `DataTransfer`). */
const drag = (target: HTMLElement, type: 'dragover' | 'drop', files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
};
/** Stories use SVG so they render without binary fixtures. */
const accept = ['image/jpeg', 'image/png', 'image/svg+xml'];

const meta = {
  title: 'Components/AvatarUpload',
  component: AvatarUpload,
  tags: ['autodocs'],
  args: { accept, onChange: fn(), onReject: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The §2 avatar uploader: a round 144 px button, "Upload photo" or "Update photo" once a photo exists, that opens the file picker (react-aria-components `FileTrigger`) and also accepts a dropped image. Images only, a single file, at most `maxSize` (2 MB by default, §9); a refused file shows its translated reason in an alert. The chosen image is previewed (object URL, revoked when replaced). Prop-driven: `value`/`onChange`; the upload itself is the caller\'s job.',
      },
    },
  },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Upload photo' })).toBeVisible();
    const chosen = photo('kofi.svg');
    await userEvent.upload(fileInput(canvasElement), chosen);
    await expect(args.onChange).toHaveBeenCalledWith(chosen);
    const button = canvas.getByRole('button', { name: 'Update photo' });
    await expect(button.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const WithPhoto: Story = {
  args: { defaultValue: photo('ama.svg', '#00A76F') },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update photo' });
    // The hover state arrives with React's next render. Chromium may also send its own pointer event from the real
    // (unmoved) cursor after a layout change, which ends react-aria's hover: hover again until the state shows.
    await waitFor(async () => {
      await userEvent.hover(button);
      await expect(button).toHaveAttribute('data-hovered', 'true');
    });
  },
};

/** §9: avatar max 2 MB. */
export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), sized('holiday.png', 'image/png', 3.4 * MB));
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('holiday.png – 3.4 MB: File is larger than 2 MB');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ errors: ['file-too-large'] }));
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(canvasElement), sized('cv.pdf', 'application/pdf', 40_000));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('File type must be image/jpeg');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Upload photo' });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toHaveAttribute('data-focus-visible', 'true'));
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The photo could not be uploaded. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The photo could not be uploaded. Please try again.',
    );
  },
};

/** Disabled: the button is off and a dropped image is ignored. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    const root = canvasElement.querySelector('[data-part="avatar-upload"]') as HTMLElement;
    drag(root, 'drop', [photo('dropped.svg')]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Bad input: a broken photo URL, a very long help text. */
export const BrokenUrlAndLongText: Story = {
  args: {
    value: 'https://cdn.invalid/missing.jpg',
    description:
      'Allowed *.jpeg, *.jpg, *.png — please use a clear, recent photo of your face or your shop front so that buyers recognise you',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update photo' });
    await expect(button.querySelector('img')).toHaveAttribute('src', 'https://cdn.invalid/missing.jpg');
  },
};

export const Dark: Story = { ...TooLarge, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    const button = within(canvasElement).getByRole('button', { name: 'رفع صورة' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleDescription(
      /^المسموح به \*\.jpeg, \*\.jpg, \*\.png, \*\.svg، بحجم أقصى 2/,
    );
  },
};

/**
 * Behaviour, with the default types (jpeg, png) and 2 MB: the hint and the picker's filter; Enter opens the picker; a
 * dropped image is taken; a new photo replaces the preview and frees the old one; a too large or wrong file is
 * refused with its reason (also in the button's description) until a good file clears it. A custom `maxSize` is in
 * the hint.
 */
export const DefaultsDropAndReplace: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { accept: undefined },
  beforeEach: () => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    return () => revoke.mockRestore();
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, padding: 24 }}>
      <div data-testid="default">
        <AvatarUpload {...args} />
      </div>
      <div data-testid="five-mb">
        <AvatarUpload maxSize={5 * MB} />
      </div>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const fiveMb = within(canvas.getByTestId('five-mb')).getByRole('button', { name: 'Upload photo' });
    await expect(fiveMb).toHaveAccessibleDescription('Allowed *.jpeg, *.jpg, *.png, max size of 5 MB');

    const scope = canvas.getByTestId('default');
    const avatar = within(scope);
    const input = fileInput(scope);
    await expect(avatar.getByRole('button', { name: 'Upload photo' })).toHaveAccessibleDescription(
      'Allowed *.jpeg, *.jpg, *.png, max size of 2 MB',
    );
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(input).not.toHaveAttribute('multiple');

    // Keyboard: Tab reaches the button, Enter opens the picker (not really opened here).
    const openPicker = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.tab();
    await expect(avatar.getByRole('button', { name: 'Upload photo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openPicker).toHaveBeenCalled();
    openPicker.mockRestore();

    // A dropped image.
    const root = scope.querySelector('[data-part="avatar-upload"]') as HTMLElement;
    const dropped = sized('dropped.jpg', 'image/jpeg', 1000);
    drag(root, 'dragover', [dropped]);
    await waitFor(() => expect(root).toHaveAttribute('data-drop-target', 'true'));
    drag(root, 'drop', [dropped]);
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'dropped.jpg' }));
    await waitFor(() => expect(root).not.toHaveAttribute('data-drop-target'));
    const button = await avatar.findByRole('button', { name: 'Update photo' });
    const first = button.querySelector('img')?.getAttribute('src');
    await expect(first).toMatch(/^blob:/);

    // Another photo replaces the preview; the old object URL is freed.
    await userEvent.upload(input, sized('me-2.png', 'image/png', 1000));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(first));
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).not.toBe(first));

    // Refused files: the reason, also in the button's description; neither reaches onChange.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, sized('holiday.png', 'image/png', 3 * MB));
    await expect(avatar.getByRole('alert')).toHaveTextContent('holiday.png – 3 MB: File is larger than 2 MB');
    await expect(button).toHaveAccessibleDescription(
      'Allowed *.jpeg, *.jpg, *.png, max size of 2 MB holiday.png – 3 MB: File is larger than 2 MB',
    );
    await user.upload(input, sized('cv.pdf', 'application/pdf', 1000));
    await expect(avatar.getByRole('alert')).toHaveTextContent('File type must be image/jpeg, image/png');
    await expect(args.onReject).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // A good file clears the message.
    await user.upload(input, sized('ok.png', 'image/png', MB));
    await expect(avatar.queryByRole('alert')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};
