import type { UserProfile } from '@abossey/sdk';
import {
  Avatar,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorPanel,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
  useMessageTranslation,
} from '@abossey/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import {
  AdminBreadcrumbs,
  EditIcon,
  Found,
  KeyIcon,
  MoreIcon,
  SearchBox,
  TabsFrame,
  Toolbar,
  TrashIcon,
} from './adminParts';
import { CreateAdminDialog } from './CreateAdminDialog';
import { EditUserDialog } from './EditUserDialog';
import {
  ADMIN_PAGE_SIZES,
  changeUserFilters,
  isAdminUser,
  readUserFilters,
  shopNamesOf,
  USER_TABS,
  type UserFilters,
  type UserTab,
  userLabel,
  userListQuery,
  writeUserFilters,
} from './userFilters';

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
`;

/** User-typed text keeps its own direction inside an Arabic page; phone numbers do not break. */
const Text = styled.bdi<{ $nowrap?: boolean }>`
  overflow-wrap: normal;
  white-space: ${(p) => (p.$nowrap ? 'nowrap' : 'normal')};
`;

/** An address may break after its @, never inside a word. */
function Email({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <Text>{email}</Text>;
  return (
    <Text>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Text>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: 0.75rem;
`;

type Pending = { kind: 'edit' | 'reset' | 'delete'; user: UserProfile } | null;

/** §2 Admin User Management: every account, filtered and paged by the server. */
export function UserManagementPage() {
  const { t } = useTranslation('admin');
  const { tm, errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = readUserFilters(params);
  const [pending, setPending] = useState<Pending>(null);
  const [creating, setCreating] = useState(false);

  const setFilters = (change: Partial<UserFilters>) =>
    setParams(writeUserFilters(changeUserFilters(filters, change)), { replace: true });

  const query = useQuery({
    queryKey: ['admin-users', userListQuery(filters)],
    queryFn: ({ signal }) => sdk.users.list(userListQuery(filters), { signal }),
    placeholderData: keepPreviousData,
  });
  const users = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin-users'] });

  const tabLabel: Record<UserTab, string> = {
    all: t('users.tabs.all'),
    admin: t('users.tabs.admin'),
    vendor: t('users.tabs.vendor'),
    customer: t('users.tabs.customer'),
  };
  const typeLabel = (type: string) =>
    type === 'admin' || type === 'vendor' || type === 'customer' ? t(`users.types.${type}`) : type;

  const columns: DataTableColumn<UserProfile>[] = [
    {
      key: 'firstName',
      header: t('users.columns.firstName'),
      isRowHeader: true,
      cell: (u) => (
        <NameCell>
          <Avatar src={u.avatarUrl} alt={u.fullName || u.username} size="small" />
          {u.firstName}
        </NameCell>
      ),
    },
    { key: 'lastName', header: t('users.columns.lastName'), cell: (u) => <Text>{u.lastName}</Text> },
    { key: 'username', header: t('users.columns.username'), cell: (u) => <Text>{u.username}</Text> },
    { key: 'email', header: t('users.columns.email'), cell: (u) => <Email email={u.email} /> },
    {
      key: 'phone',
      header: t('users.columns.phone'),
      cell: (u) => <Text $nowrap>{u.phoneNumber ?? '—'}</Text>,
    },
    { key: 'shop', header: t('users.columns.shop'), cell: (u) => <Text>{shopNamesOf(u) || '—'}</Text> },
    {
      key: 'userType',
      header: t('users.columns.accountType'),
      cell: (u) => <Badge tone="info">{typeLabel(u.userType)}</Badge>,
    },
    {
      key: 'privileges',
      header: t('users.columns.privileges'),
      cell: (u) =>
        isAdminUser(u) ? (
          <Badge tone="accent">{t('users.privileges.admin')}</Badge>
        ) : (
          <Badge>{t('users.privileges.normal')}</Badge>
        ),
    },
    {
      key: 'actions',
      header: t('users.columns.actions'),
      cell: (u) => (
        <MenuTrigger>
          <IconButton
            size="small"
            variant="quiet"
            aria-label={t('users.actionsFor', { name: u.fullName || u.username })}
          >
            <MoreIcon />
          </IconButton>
          <Menu
            placement="bottom end"
            onAction={(key) => setPending({ kind: key as NonNullable<Pending>['kind'], user: u })}
          >
            <MenuItem id="edit" icon={<EditIcon />}>
              {t('users.edit')}
            </MenuItem>
            <MenuItem id="reset" icon={<KeyIcon />}>
              {t('users.resetPassword')}
            </MenuItem>
            <MenuItem id="delete" icon={<TrashIcon />} tone="danger">
              {t('users.delete')}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      ),
    },
  ];

  const table = query.isError ? (
    <ErrorPanel
      title={tm('Failed to load users')}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  ) : (
    <>
      <Found aria-live="polite">{query.isPending ? t('loading') : t('users.found', { count: total })}</Found>
      <DataTable
        aria-label={t('users.tableLabel')}
        columns={columns}
        rows={users}
        total={total}
        page={filters.page}
        onPageChange={(page) => setFilters({ page })}
        pageSize={filters.limit}
        onPageSizeChange={(limit) => setFilters({ limit })}
        pageSizeOptions={ADMIN_PAGE_SIZES}
        isLoading={query.isPending}
        searchQuery={filters.q || undefined}
        emptyState={
          filters.q ? undefined : (
            <EmptyState headingLevel={3} title={t('users.emptyTitle')} message={t('users.emptyMessage')} />
          )
        }
        minWidth="56rem"
      />
    </>
  );

  return (
    <>
      <AdminBreadcrumbs current={t('users.title')} />
      <Heading>
        <PageHeading title={t('users.title')} />
        <Button variant="primary" onPress={() => setCreating(true)}>
          {t('users.createAdmin')}
        </Button>
      </Heading>
      <Tabs selectedKey={filters.tab} onSelectionChange={(key) => setFilters({ tab: key as UserTab })}>
        <Toolbar>
          <TabsFrame>
            <TabList aria-label={t('users.filterLabel')}>
              {USER_TABS.map((tab) => (
                <Tab key={tab} id={tab}>
                  {tabLabel[tab]}
                </Tab>
              ))}
            </TabList>
          </TabsFrame>
          <SearchBox
            value={filters.q}
            onSearch={(q) => setFilters({ q })}
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
          />
        </Toolbar>
        {USER_TABS.map((tab) => (
          <TabPanel key={tab} id={tab}>
            {table}
          </TabPanel>
        ))}
      </Tabs>

      {pending?.kind === 'edit' ? (
        <EditUserDialog
          user={pending.user}
          onClose={() => setPending(null)}
          onSaved={() => {
            toast.success(tm('User updated successfully'));
            setPending(null);
            void reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        tone="default"
        isOpen={pending?.kind === 'reset'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('users.resetTitle')}
        message={t('users.resetMessage', { email: pending?.user.email ?? '' })}
        confirmLabel={t('users.resetConfirm')}
        pendingLabel={t('users.resetPending')}
        errorMessage={(error) => errorMessage(error) || tm('Failed to send reset password email')}
        onConfirm={async () => {
          if (!pending) return;
          try {
            await sdk.users.sendPasswordReset(pending.user.id);
          } catch (error) {
            toast.error(errorMessage(error) || tm('Failed to send reset password email'));
            throw error;
          }
          toast.success(tm('Password reset email sent successfully'));
        }}
      />
      <ConfirmDialog
        kind="user"
        isOpen={pending?.kind === 'delete'}
        title={pending ? t('users.deleteTitle', { user: userLabel(pending.user) }) : undefined}
        message={pending ? t('users.deleteMessage', { user: userLabel(pending.user) }) : undefined}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        errorMessage={(error) => errorMessage(error) || tm('Failed to delete user')}
        onConfirm={async () => {
          if (!pending) return;
          const { id } = pending.user;
          try {
            await sdk.users.delete(id);
          } catch (error) {
            toast.error(errorMessage(error) || tm('Failed to delete user'));
            throw error;
          }
          toast.success(tm('User deleted successfully'));
          // §4: the row goes at once; the page is then fetched again so it fills up from the next one.
          queryClient.setQueriesData<typeof query.data>({ queryKey: ['admin-users'] }, (old) =>
            old
              ? {
                  ...old,
                  data: old.data.filter((u) => u.id !== id),
                  meta: { ...old.meta, total: Math.max(0, old.meta.total - 1) },
                }
              : old,
          );
          void reload();
        }}
      />
      {creating ? (
        <CreateAdminDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void reload();
          }}
        />
      ) : null}
    </>
  );
}
