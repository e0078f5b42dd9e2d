import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { AvatarUpload } from './AvatarUpload';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const fileInput = (container: HTMLElement) => {
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

let created = 0;
const createObjectURL = vi.fn(() => `blob:avatar/${++created}`);
const revokeObjectURL = vi.fn();
beforeEach(() => {
  created = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => vi.unstubAllGlobals());

describe('AvatarUpload', { timeout: 30_000 }, () => {
  it('is an "Upload photo" button described by the allowed types and the 2 MB limit', () => {
    renderWithProviders(<AvatarUpload />);
    const button = screen.getByRole('button', { name: 'Upload photo' });
    expect(button).toHaveAccessibleDescription('Allowed *.jpeg, *.jpg, *.png, max size of 2 MB');
    expect(fileInput(button.ownerDocument.body)).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(fileInput(button.ownerDocument.body)).not.toHaveAttribute('multiple');
  });

  it('previews the chosen image, becomes "Update photo" and revokes the old preview', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithProviders(<AvatarUpload onChange={onChange} />);
    const first = file('me.png', 'image/png');
    await user.upload(fileInput(container), first);
    expect(onChange).toHaveBeenCalledWith(first);
    const button = screen.getByRole('button', { name: 'Update photo' });
    expect(button.querySelector('img')).toHaveAttribute('src', 'blob:avatar/1');
    await user.upload(fileInput(container), file('me-2.jpg', 'image/jpeg'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:avatar/1');
    expect(button.querySelector('img')).toHaveAttribute('src', 'blob:avatar/2');
  });

  it('refuses a file over 2 MB and a non-image with the translated reason', async () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    const { container } = renderWithProviders(<AvatarUpload onChange={onChange} onReject={onReject} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), file('holiday.png', 'image/png', 3 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('holiday.png – 3 MB: File is larger than 2 MB');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveAccessibleDescription(
      'Allowed *.jpeg, *.jpg, *.png, max size of 2 MB holiday.png – 3 MB: File is larger than 2 MB',
    );
    await user.upload(fileInput(container), file('cv.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('File type must be image/jpeg, image/png');
    expect(onReject).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
    // A good file clears the message.
    await user.upload(fileInput(container), file('ok.png', 'image/png', MB));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes a custom maxSize, and an existing photo URL', () => {
    renderWithProviders(<AvatarUpload value="https://cdn.example.com/ama.jpg" maxSize={5 * MB} />);
    const button = screen.getByRole('button', { name: 'Update photo' });
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/ama.jpg');
    expect(button).toHaveAccessibleDescription('Allowed *.jpeg, *.jpg, *.png, max size of 5 MB');
  });

  it('accepts a dropped image', () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<AvatarUpload onChange={onChange} />);
    const root = container.querySelector('[data-part="avatar-upload"]');
    if (!root) throw new Error('no root');
    const photo = file('dropped.jpg', 'image/jpeg');
    fireEvent.dragOver(root, { dataTransfer: { files: [photo], dropEffect: 'none' } });
    expect(root).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(root, { dataTransfer: { files: [photo] } });
    expect(onChange).toHaveBeenCalledWith(photo);
    expect(root).not.toHaveAttribute('data-drop-target');
  });

  it('is keyboard operable: Tab focuses the button, Enter opens the picker', async () => {
    const { user, container } = renderWithProviders(<AvatarUpload />);
    const click = vi.spyOn(fileInput(container), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('disabled: the button is disabled and drops are ignored', () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<AvatarUpload isDisabled onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    const root = container.querySelector('[data-part="avatar-upload"]');
    if (!root) throw new Error('no root');
    fireEvent.drop(root, { dataTransfer: { files: [file('a.png', 'image/png')] } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a given error message', () => {
    renderWithProviders(<AvatarUpload isInvalid errorMessage="Upload failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
  });

  it('translates (French)', () => {
    renderWithProviders(<AvatarUpload value="https://cdn.example.com/a.jpg" />, { lng: 'fr' });
    const button = screen.getByRole('button', { name: 'Changer la photo' });
    expect(button).toHaveAccessibleDescription(
      /^Formats acceptés : \*\.jpeg, \*\.jpg, \*\.png, taille maximale 2\sMo$/,
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<AvatarUpload isInvalid errorMessage="Upload failed" />);
    await expectNoAxeViolations(container);
  });
});
