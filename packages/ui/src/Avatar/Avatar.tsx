import { type ComponentPropsWithRef, useEffect, useState } from 'react';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledAvatar } from './Avatar.styles';
import { avatarColor, avatarInitials } from './avatarColor';

export const avatarStatuses = ['online', 'away', 'busy', 'offline', 'invisible'] as const;
/** §4 presence statuses. */
export type AvatarStatus = (typeof avatarStatuses)[number];
export const avatarSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Image URL. Missing or failing images fall back to initials. */
  src?: string | null;
  /** The person's or shop's name: the accessible name, the initials and the fallback colour (§4). */
  alt?: string | null;
  /** small 32, medium 40 (default), large 56, xlarge 144 px. Rendered as `data-size`. */
  size?: AvatarSize;
  /** Presence (§4), shown as a dot with its own accessible name ("Online"). */
  status?: AvatarStatus;
  /** Override the §4 colour. */
  color?: ReturnType<typeof avatarColor>;
}

/**
 * An image, or the name's initials on the §4 fallback colour (`data-color`: a,c,f primary; e,d,h secondary; i,k,l
 * info; m,n,p success; q,s,t warning; v,x,y error; else neutral). Named by `alt` ("User" when missing).
 */
export function Avatar({ src, alt, size = 'medium', status, color, ...props }: AvatarProps) {
  const { t } = useLaterUiTranslation();
  const [failed, setFailed] = useState(false);
  // A new URL gets a new chance to load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when src changes
  useEffect(() => setFailed(false), [src]);
  const name = alt?.trim() || t('avatar.anonymous');
  const initials = avatarInitials(alt);
  const showImage = Boolean(src) && !failed;
  return (
    <StyledAvatar
      data-part="avatar"
      data-size={size}
      data-color={color ?? avatarColor(alt)}
      data-fallback={showImage ? undefined : true}
      {...props}
    >
      {showImage ? (
        <img data-part="image" src={src ?? undefined} alt={name} onError={() => setFailed(true)} />
      ) : (
        <span data-part="image" role="img" aria-label={name}>
          {initials || (
            <svg
              width="60%"
              height="60%"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4Z" />
            </svg>
          )}
        </span>
      )}
      {status ? (
        <span data-part="status" data-status={status} role="img" aria-label={t(`avatar.status.${status}`)} />
      ) : null}
    </StyledAvatar>
  );
}
