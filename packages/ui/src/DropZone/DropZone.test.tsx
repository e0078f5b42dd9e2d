import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../i18n/format';
import { matchesAccept, validateFiles } from './validateFiles';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

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
