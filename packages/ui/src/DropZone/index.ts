export { DropZone, type DropZoneProps, useObjectUrls } from './DropZone';
export {
  type FileRejection,
  type FileRejectionCode,
  type FileRules,
  filePath,
  matchesAccept,
  validateFiles,
} from './validateFiles';
