import { type NavAudience, navItemsFor, type UserProfile } from '@abossey/sdk';
import {
  AccountButton,
  type AccountLink,
  LazyOverlay,
  toast,
  UI_NAMESPACE,
  useMessageTranslation,
} from '@abossey/ui';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sdk } from '../sdk';
import { refreshSession } from '../session/session';
import { useSignOut } from '../session/useSignOut';

// The drawer and the two forms (react-hook-form, the SDK's schemas) load when first opened.
const AccountDrawer = lazy(() => import('./overlays').then((m) => ({ default: m.AccountDrawer })));
const ProfileDialog = lazy(() =>
  import('../account/ProfileDialog').then((m) => ({ default: m.ProfileDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('../account/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** The role's own pages (the menu without Products and Shops, which every audience has). */
function accountLinks(audience: NavAudience, label: (id: string, fallback: string) => string): AccountLink[] {
  return navItemsFor(audience)
    .filter((item) => item.id !== 'products' && item.id !== 'shops')
    .map((item) => ({ id: item.id, href: item.path, label: label(item.id, item.label) }));
}

/**
 * "Sign out everywhere" (issue 21): every other session of the account ends; this tab keeps the fresh session the
 * server answers (the SDK stores it).
 */
function useSignOutEverywhere(userId: number) {
  const { t } = useTranslation('shell');
  const { errorMessage } = useMessageTranslation();
  return async () => {
    try {
      await sdk.users.signOutEverywhere(userId);
      refreshSession();
      toast.success(t('signOutEverywhere.done'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
}

/**
 * The avatar button and the §2 account drawer: name, email and role, the role's pages, Update profile (a dialog
 * with the §5 form), Change Password (current, new and confirmation), Sign out everywhere and Logout (§4: to
 * /auth/sign-in with 'Logged out successfully').
 */
export function ShellAccount({ user, audience }: { user: UserProfile; audience: NavAudience }) {
  const { t } = useTranslation(UI_NAMESPACE);
  const signOut = useSignOut();
  const signOutEverywhere = useSignOutEverywhere(user.id);
  const [isOpen, setOpen] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const [isChangingPassword, setChangingPassword] = useState(false);
  const items = accountLinks(audience, (id, fallback) =>
    t(`navMenu.items.${id}`, { defaultValue: fallback }),
  );
  return (
    <>
      <AccountButton user={user} onPress={() => setOpen(true)} />
      <LazyOverlay isOpen={isOpen}>
        <AccountDrawer
          isOpen={isOpen}
          onOpenChange={setOpen}
          user={user}
          items={items}
          onUpdateProfile={() => setEditing(true)}
          onChangePassword={() => setChangingPassword(true)}
          onSignOutEverywhere={() => void signOutEverywhere()}
          onLogout={signOut}
        />
      </LazyOverlay>
      <LazyOverlay isOpen={isEditing}>
        <ProfileDialog user={user} isOpen={isEditing} onOpenChange={setEditing} />
      </LazyOverlay>
      <LazyOverlay isOpen={isChangingPassword}>
        <ChangePasswordDialog
          userId={user.id}
          isOpen={isChangingPassword}
          onOpenChange={setChangingPassword}
        />
      </LazyOverlay>
    </>
  );
}
