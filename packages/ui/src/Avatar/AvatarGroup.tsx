import { Children, type ComponentPropsWithRef, isValidElement, type ReactNode } from 'react';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import type { AvatarSize } from './Avatar';
import { StyledAvatar, StyledAvatarGroup } from './Avatar.styles';

/** §9: avatar group max 4. */
export const AVATAR_GROUP_MAX = 4;

export interface AvatarGroupProps extends ComponentPropsWithRef<'span'> {
  /** `Avatar` elements. */
  children: ReactNode;
  /** How many avatars to show before "+N" (default 4, §9). */
  max?: number;
  /** Size of the "+N" bubble; match the avatars' size. */
  size?: AvatarSize;
  /** The group's accessible name (e.g. "Shop members"). Without one the group is just a visual cluster. */
  'aria-label'?: string;
}

/** Overlapping avatars, at most `max` shown; the rest become "+N" (named "N more", translated). */
export function AvatarGroup({
  children,
  max = AVATAR_GROUP_MAX,
  size = 'medium',
  ...props
}: AvatarGroupProps) {
  const { t } = useLaterUiTranslation();
  const items = Children.toArray(children).filter(isValidElement);
  const limit = Math.max(1, Math.floor(max));
  // When exactly one would be hidden, "+1" takes the same room as the avatar: show the avatar instead.
  const shown = items.length > limit ? items.slice(0, Math.max(1, limit - 1)) : items;
  const rest = items.length - shown.length;
  return (
    <StyledAvatarGroup role={props['aria-label'] ? 'group' : undefined} data-part="avatar-group" {...props}>
      {shown}
      {rest > 0 ? (
        <StyledAvatar data-part="avatar" data-size={size} data-color="neutral" data-surplus>
          <span data-part="image" role="img" aria-label={t('avatarGroup.more', { count: rest })}>
            +{rest}
          </span>
        </StyledAvatar>
      ) : null}
    </StyledAvatarGroup>
  );
}
