export { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AvatarUpload, type AvatarUploadProps } from './AvatarUpload';
