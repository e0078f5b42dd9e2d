import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatFileSize } from '../i18n/format';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { DropZone } from './DropZone';
import { matchesAccept, validateFiles } from './validateFiles';

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
const createObjectURL = vi.fn(() => `blob:test/${++created}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  created = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => vi.unstubAllGlobals());

describe('validateFiles / matchesAccept / formatFileSize', () => {
  it('matches MIME types, wildcards and extensions', () => {
    expect(matchesAccept(file('a.png', 'image/png'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), ['image/*'])).toBe(false);
    expect(matchesAccept(file('a.PDF', ''), ['.pdf'])).toBe(true);
    expect(matchesAccept(file('a.jpg', 'image/jpeg'), ['image/png', 'image/jpeg'])).toBe(true);
    expect(matchesAccept(file('a.gif', 'image/gif'), ['image/png', 'image/jpeg'])).toBe(false);
    expect(matchesAccept(file('a.bin', ''), undefined)).toBe(true);
  });

  it('gives every reason and refuses files past maxFiles', () => {
    const { accepted, rejected } = validateFiles(
      [file('big.pdf', 'application/pdf', 6 * MB), file('a.png', 'image/png'), file('b.png', 'image/png')],
      { accept: ['image/*'], maxSize: 5 * MB, maxFiles: 2 },
      1,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(rejected.map((r) => [r.path, r.errors])).toEqual([
      ['big.pdf', ['file-invalid-type', 'file-too-large']],
      ['b.png', ['too-many-files']],
    ]);
  });

  it('formats sizes in 1024 units with at most 2 decimals, per language', () => {
    expect(formatFileSize(0, 'en')).toBe('0 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(2 * MB, 'en')).toBe('2 MB');
    expect(formatFileSize(15.678 * MB, 'en')).toBe('15.68 MB');
    expect(formatFileSize(1.5 * MB, 'fr')).toMatch(/^1,5\sMo$/);
    expect(formatFileSize(Number.NaN, 'en')).toBe('—');
  });
});

describe('DropZone', { timeout: 30_000 }, () => {
  it('shows the §2 title and a translated "browse" button', () => {
    renderWithProviders(<DropZone />);
    expect(screen.getByText('Drop or select file')).toBeInTheDocument();
    const browse = screen.getByRole('button', { name: 'browse' });
    expect(browse.closest('[data-part="hint"]')).toHaveTextContent(
      'Drop files here or click browse through your machine.',
    );
  });

  it('adds chosen files, previews images and removes them (revoking the object URL)', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithProviders(<DropZone multiple maxFiles={5} onChange={onChange} />);
    const photo = file('brake-pad.png', 'image/png', 2 * MB);
    const manual = file('manual.pdf', 'application/pdf', 1536);
    await user.upload(fileInput(container), [photo, manual]);
    expect(onChange).toHaveBeenLastCalledWith([photo, manual]);
    const list = screen.getByRole('list', { name: 'Selected files' });
    expect(within(list).getByRole('img', { name: 'brake-pad.png' })).toHaveAttribute('src', 'blob:test/1');
    expect(within(list).getByText('2 MB')).toBeInTheDocument();
    expect(within(list).getByText('1.5 kB')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Remove brake-pad.png' }));
    expect(onChange).toHaveBeenLastCalledWith([manual]);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(screen.queryByRole('img', { name: 'brake-pad.png' })).not.toBeInTheDocument();
  });

  it('lists rejected files with path, size and translated reasons', async () => {
    const onReject = vi.fn();
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <DropZone
        multiple
        maxFiles={2}
        accept={['image/jpeg', 'image/png']}
        maxSize={5 * MB}
        onReject={onReject}
        onChange={onChange}
      />,
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), [
      file('engine.png', 'image/png', 16 * MB),
      file('invoice.pdf', 'application/pdf', 1024),
      file('a.jpg', 'image/jpeg'),
      file('b.jpg', 'image/jpeg'),
      file('c.jpg', 'image/jpeg'),
    ]);
    const alert = screen.getByRole('alert', { name: 'Files not accepted' });
    expect(alert).toHaveTextContent('engine.png – 16 MB');
    expect(alert).toHaveTextContent('File is larger than 5 MB');
    expect(alert).toHaveTextContent('invoice.pdf – 1 kB');
    expect(alert).toHaveTextContent('File type must be image/jpeg, image/png');
    expect(alert).toHaveTextContent('c.jpg');
    expect(alert).toHaveTextContent('Too many files: at most 2 files');
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onReject.mock.calls[0]?.[0]).toHaveLength(3);
    expect(onChange.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('accepts dropped files (and refuses the extra ones of a single-file zone)', async () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    const { container } = renderWithProviders(<DropZone onChange={onChange} onReject={onReject} />);
    const zone = container.querySelector('[data-part="zone"]');
    if (!zone) throw new Error('no zone');
    const dropped = [file('pad.png', 'image/png'), file('disc.png', 'image/png')];
    // What a browser hands over: file items without webkitGetAsEntry (react-aria then assumes files).
    const dataTransfer = {
      types: ['Files'],
      items: dropped.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      effectAllowed: 'all',
      dropEffect: 'none',
      getData: () => '',
    };
    fireEvent.dragEnter(zone, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.dragOver(zone, { dataTransfer, clientX: 2, clientY: 2 });
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([dropped[0]]));
    expect(onReject.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ path: 'disc.png', errors: ['too-many-files'] }),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many files: at most 1 file');
  });

  it('without multiple, a new file replaces the current one', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithProviders(<DropZone onChange={onChange} />);
    await user.upload(fileInput(container), file('one.png', 'image/png'));
    await user.upload(fileInput(container), file('two.png', 'image/png'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'two.png' })]);
    expect(screen.queryByText('one.png')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'two.png' })).toBeInTheDocument();
  });

  it('is controlled by value', async () => {
    const onChange = vi.fn();
    const kept = file('kept.png', 'image/png');
    const { user } = renderWithProviders(<DropZone multiple value={[kept]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove kept.png' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.getByRole('img', { name: 'kept.png' })).toBeInTheDocument();
  });

  it('disabled: the browse and remove buttons are disabled and nothing is added', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithProviders(
      <DropZone isDisabled defaultValue={[file('a.png', 'image/png')]} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'browse' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove a.png' })).toBeDisabled();
    await user.upload(fileInput(container), file('b.png', 'image/png'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the error message in the invalid state', () => {
    const { container } = renderWithProviders(<DropZone isInvalid errorMessage="Files is required!" />);
    expect(screen.getByText('Files is required!')).toBeInTheDocument();
    expect(container.querySelector('[data-invalid]')).not.toBeNull();
  });

  it('translates (French)', async () => {
    const { container } = renderWithProviders(<DropZone maxSize={MB} />, { lng: 'fr' });
    expect(screen.getByText('Déposez ou sélectionnez un fichier')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'parcourez' })).toBeInTheDocument();
    await userEvent.setup().upload(fileInput(container), file('gros.png', 'image/png', 2 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent(/Le fichier dépasse 1\sMo/);
  });

  it('has no axe violations', async () => {
    const { container, user } = renderWithProviders(
      <DropZone multiple maxSize={MB} description="PNG or JPEG" />,
    );
    await user.upload(fileInput(container), [file('a.png', 'image/png'), file('b.png', 'image/png', 2 * MB)]);
    await expectNoAxeViolations(container);
  });
});
