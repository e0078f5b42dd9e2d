import type { FileRejection } from '@abossey/ui';
import { describe, expect, it } from 'vitest';
import { rejectionMessage } from './ImagePicker';

const refused = (...errors: FileRejection['errors']): FileRejection[] => [
  { file: new File(['x'], 'a.pdf'), path: 'a.pdf', errors },
];

describe('rejectionMessage (§5 texts for refused files)', () => {
  it('names the first rule broken, images first', () => {
    expect(rejectionMessage(refused('file-invalid-type', 'file-too-large'), 1)).toBe(
      'Only image files are allowed',
    );
    expect(rejectionMessage(refused('file-too-large'), 5)).toBe('File must be less than 5MB');
  });

  it('says one file for the shop image and five for a product', () => {
    expect(rejectionMessage(refused('too-many-files'), 1)).toBe('Upload one file at a time');
    expect(rejectionMessage(refused('too-many-files'), 5)).toBe('You can upload a maximum of 5 images');
    expect(rejectionMessage([], 5)).toBeUndefined();
  });
});
