import { type NavAudience, navItemsFor, type UserProfile } from '@abossey/sdk';
import { AccountButton, AccountDrawer, type AccountLink, UI_NAMESPACE } from '@abossey/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from '../account/ChangePasswordDialog';
import { ProfileDialog } from '../account/ProfileDialog';
import { useSignOut } from '../session/useSignOut';

/** The role's own pages (the menu without Products and Shops, which every audience has). */
export function accountLinks(
  audience: NavAudience,
  label: (id: string, fallback: string) => string,
): AccountLink[] {
  return navItemsFor(audience)
    .filter((item) => item.id !== 'products' && item.id !== 'shops')
    .map((item) => ({ id: item.id, href: item.path, label: label(item.id, item.label) }));
}

/**
 * The avatar button and the §2 account drawer: name, email and role, the role's pages, Update profile (a dialog
 * with the §5 form), Change Password (current, new and confirmation) and Logout (§4: to /auth/sign-in with 'Logged out successfully').
 */
export function ShellAccount({ user, audience }: { user: UserProfile; audience: NavAudience }) {
  const { t } = useTranslation(UI_NAMESPACE);
  const signOut = useSignOut();
  const [isOpen, setOpen] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const [isChangingPassword, setChangingPassword] = useState(false);
  const items = accountLinks(audience, (id, fallback) =>
    t(`navMenu.items.${id}`, { defaultValue: fallback }),
  );
  return (
    <>
      <AccountButton user={user} onPress={() => setOpen(true)} />
      <AccountDrawer
        isOpen={isOpen}
        onOpenChange={setOpen}
        user={user}
        items={items}
        onUpdateProfile={() => setEditing(true)}
        onChangePassword={() => setChangingPassword(true)}
        onLogout={signOut}
      />
      <ProfileDialog user={user} isOpen={isEditing} onOpenChange={setEditing} />
      <ChangePasswordDialog userId={user.id} isOpen={isChangingPassword} onOpenChange={setChangingPassword} />
    </>
  );
}
