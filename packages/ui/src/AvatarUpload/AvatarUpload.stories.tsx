import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    await userEvent.hover(button);
    // The hover state arrives with React's next render: on a busy machine, after the event has returned.
    await waitFor(() => expect(button).toHaveAttribute('data-hovered', 'true'));
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
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload photo' })).toBeDisabled();
  },
};

/** Bad input: a broken photo URL, a very long help text. */
export const BrokenUrlAndLongText: Story = {
  args: {
    value: 'https://cdn.invalid/missing.jpg',
    description:
      'Allowed *.jpeg, *.jpg, *.png — please use a clear, recent photo of your face or your shop front so that buyers recognise you',
  },
};

export const Dark: Story = { ...TooLarge, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'رفع صورة' })).toBeVisible();
  },
};
