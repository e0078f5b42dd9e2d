import type { UserProfile } from '@abossey/sdk';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledAccountPanel } from './AccountDrawer.styles';

/** The signed-in user as the drawer shows them (from the SDK's `UserProfile`). */
export type AccountUser = Pick<UserProfile, 'email' | 'userType'> &
  Partial<Pick<UserProfile, 'firstName' | 'lastName' | 'fullName' | 'username' | 'avatarUrl' | 'isAdmin'>>;

export interface AccountLink {
  id: string;
  label: ReactNode;
  href: string;
  /** Decorative icon. */
  icon?: ReactNode;
}

/** §2: Change Password goes to the forgot-password page. */
export const CHANGE_PASSWORD_HREF = '/auth/forgot-password';

export interface AccountPanelProps {
  user: AccountUser;
  /** Links for the user's role, e.g. My Orders, Wishlist, Shop Orders (§2 navigation). */
  items?: readonly AccountLink[];
  /** Opens the profile update modal (§4). Without it, the item is not shown. */
  onUpdateProfile?: () => void;
  /** Default `/auth/forgot-password` (§2). */
  changePasswordHref?: string;
  /** Opens the app's own change-password form instead of following `changePasswordHref`. */
  onChangePassword?: () => void;
  /** Ends every other session of the account (issue 21). Without it, the item is not shown. */
  onSignOutEverywhere?: () => void;
  /** Logs out; busy while the promise runs, 'Unable to logout!' (§8) when it rejects. */
  onLogout?: () => unknown;
  /** Called when a link or action is chosen, e.g. to close the drawer. */
  onNavigate?: () => void;
}

const displayName = (user: AccountUser) =>
  user.fullName?.trim() ||
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() ||
  user.username?.trim() ||
  user.email;

/**
 * The §2 account drawer's body: the signed-in user's avatar, name, email and role; Update profile, Change Password
 * (the forgot-password page), the role's links and Sign out everywhere (when given); Logout with a busy state.
 */
export function AccountPanel({
  user,
  items = [],
  onUpdateProfile,
  changePasswordHref = CHANGE_PASSWORD_HREF,
  onChangePassword,
  onSignOutEverywhere,
  onLogout,
  onNavigate,
}: AccountPanelProps) {
  const { t } = useLaterUiTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = displayName(user);
  const role = user.isAdmin ? 'admin' : user.userType;

  const logout = async () => {
    if (!onLogout || busy) return;
    setFailed(false);
    setBusy(true);
    try {
      await onLogout();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledAccountPanel data-part="account-panel">
      <div data-part="identity">
        <Avatar src={user.avatarUrl} alt={name} size="large" />
        <div data-part="identity-text">
          <p data-part="name">{name}</p>
          <p data-part="email">{user.email}</p>
          <Badge tone={role === 'admin' ? 'accent' : 'neutral'} data-part="role">
            {t(`accountDrawer.role.${role}`)}
          </Badge>
        </div>
      </div>
      <nav aria-label={t('accountDrawer.links')}>
        <ul data-part="links">
          {onUpdateProfile ? (
            <li>
              <Button
                variant="ghost"
                fullWidth
                data-part="link"
                onPress={() => {
                  onNavigate?.();
                  onUpdateProfile();
                }}
              >
                {t('accountDrawer.profile')}
              </Button>
            </li>
          ) : null}
          {items.map((item) => (
            <li key={item.id}>
              <Link href={item.href} data-part="link" onPress={onNavigate}>
                {item.icon ? (
                  <span data-part="icon" aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            {onChangePassword ? (
              <Button
                variant="ghost"
                fullWidth
                data-part="link"
                onPress={() => {
                  onNavigate?.();
                  onChangePassword();
                }}
              >
                {t('accountDrawer.changePassword')}
              </Button>
            ) : (
              <Link href={changePasswordHref} data-part="link" onPress={onNavigate}>
                {t('accountDrawer.changePassword')}
              </Link>
            )}
          </li>
          {onSignOutEverywhere ? (
            <li>
              <Button
                variant="ghost"
                fullWidth
                data-part="link"
                onPress={() => {
                  onNavigate?.();
                  onSignOutEverywhere();
                }}
              >
                {t('accountDrawer.signOutEverywhere')}
              </Button>
            </li>
          ) : null}
        </ul>
      </nav>
      {onLogout ? (
        <div data-part="footer">
          {failed ? (
            <p role="alert" data-part="error">
              {t('accountDrawer.logoutFailed')}
            </p>
          ) : null}
          <Button
            variant="danger"
            fullWidth
            isPending={busy}
            pendingLabel={t('accountDrawer.loggingOut')}
            onPress={() => void logout()}
          >
            {t('accountDrawer.logout')}
          </Button>
        </div>
      ) : null}
    </StyledAccountPanel>
  );
}
