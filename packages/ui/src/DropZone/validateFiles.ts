/** Why a file was not accepted (the same codes react-dropzone uses). */
export type FileRejectionCode = 'file-invalid-type' | 'file-too-large' | 'too-many-files';

export interface FileRejection {
  file: File;
  /** §3 file descriptor path: the relative path when a folder was dropped, else the name. */
  path: string;
  errors: FileRejectionCode[];
}

export interface FileRules {
  /** MIME types (`image/png`), wildcards (`image/*`) or extensions (`.pdf`). Empty or missing: anything. */
  accept?: readonly string[];
  /** Largest accepted size in bytes. */
  maxSize?: number;
  /** Most files kept at once (1 when not `multiple`). */
  maxFiles?: number;
}

/** The path shown for a file: react-dropzone's `path`, the relative path of a dropped folder, or the name. */
export function filePath(file: File): string {
  const withPath = file as File & { path?: unknown };
  if (typeof withPath.path === 'string' && withPath.path) return withPath.path;
  return file.webkitRelativePath || file.name;
}

/** Whether `file` matches one `accept` entry (MIME type, `type/*` wildcard or `.ext`). */
export function matchesAccept(file: File, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (!rule) return false;
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * Splits newly chosen files into accepted and rejected ones. `kept` is how many files are already accepted:
 * files that pass type and size but would go past `maxFiles` are rejected as `too-many-files`.
 */
export function validateFiles(
  files: readonly File[],
  { accept, maxSize, maxFiles }: FileRules,
  kept = 0,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    const errors: FileRejectionCode[] = [];
    if (!matchesAccept(file, accept)) errors.push('file-invalid-type');
    if (maxSize !== undefined && file.size > maxSize) errors.push('file-too-large');
    if (errors.length === 0 && maxFiles !== undefined && kept + accepted.length >= maxFiles) {
      errors.push('too-many-files');
    }
    if (errors.length) rejected.push({ file, path: filePath(file), errors });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** Whether a file's type makes it previewable as an image. */
export const isImageFile = (file: File): boolean => file.type.startsWith('image/');
