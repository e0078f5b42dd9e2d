export { DropZone, type DropZoneProps, useObjectUrls } from './DropZone';
export { formatFileSize } from './fileSize';
export {
  type FileRejection,
  type FileRejectionCode,
  type FileRules,
  filePath,
  matchesAccept,
  validateFiles,
} from './validateFiles';
