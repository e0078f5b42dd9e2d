export {
  Avatar,
  type AvatarProps,
  type AvatarSize,
  type AvatarStatus,
  avatarSizes,
  avatarStatuses,
} from './Avatar';
export { AVATAR_GROUP_MAX, AvatarGroup, type AvatarGroupProps } from './AvatarGroup';
export { type AvatarColor, avatarColor, avatarColors, avatarInitials } from './avatarColor';
