import type { Address } from '@abossey/sdk';
import {
  AddressCard,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  Skeleton,
  toast,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { RequireAuth } from '../../session/RequireAuth';
import { PageHeading } from '../../shell/Page';
import { AddressForm } from './AddressForm';
import { useAddresses, useRefreshAddresses } from './useAddresses';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Panel = styled.section`
  max-inline-size: 720px;
  margin-block-end: ${vars.space[6]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  h2 {
    margin-block: 0 ${vars.space[4]};
    font-size: ${vars.font.size.lg};
  }
`;

const Toolbar = styled.div`
  margin-block-end: ${vars.space[4]};
`;

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; address: Address };

/** `/address`: the buyer's delivery addresses — add, edit, delete, choose the default. */
export function AddressesPage() {
  return (
    <RequireAuth>
      <Addresses />
    </RequireAuth>
  );
}

function Addresses() {
  const { t } = useTranslation('checkout');
  const { errorMessage } = useMessageTranslation();
  const addresses = useAddresses();
  const refresh = useRefreshAddresses();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [makingDefault, setMakingDefault] = useState<number | null>(null);
  const list = addresses.data ?? [];
  const formHeading = useRef<HTMLHeadingElement>(null);
  // Opening the form (it sits above the list) moves focus to it.
  const formKey = editing.mode === 'edit' ? editing.address.id : editing.mode;
  useEffect(() => {
    if (formKey !== 'closed') formHeading.current?.focus();
  }, [formKey]);

  const saved = (address: Address) => {
    toast.success(editing.mode === 'edit' ? t('address.updated') : t('address.created'));
    setEditing({ mode: 'closed' });
    void refresh(address);
  };

  const makeDefault = async (address: Address) => {
    setMakingDefault(address.id);
    try {
      await sdk.addresses.update(address.id, { isDefault: true });
      await refresh();
      toast.success(t('address.defaultSet', { name: address.fullName }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setMakingDefault(null);
    }
  };

  const form =
    editing.mode === 'closed' ? null : (
      <Panel aria-labelledby="address-form-title">
        <h2 id="address-form-title" ref={formHeading} tabIndex={-1}>
          {editing.mode === 'edit' ? t('address.editTitle') : t('address.newTitle')}
        </h2>
        <AddressForm
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          {...(editing.mode === 'edit' ? { address: editing.address } : {})}
          makeDefault={list.length === 0}
          onSaved={saved}
          onCancel={() => setEditing({ mode: 'closed' })}
        />
      </Panel>
    );

  let body: React.ReactNode;
  if (addresses.isPending)
    body = (
      <List aria-busy="true" aria-label={t('address.loading')}>
        {[0, 1].map((n) => (
          <li key={n}>
            <Skeleton variant="rect" height={140} />
          </li>
        ))}
      </List>
    );
  else if (addresses.isError)
    body = (
      <ErrorPanel
        message={errorMessage(addresses.error)}
        onRetry={() => addresses.refetch()}
        isRetrying={addresses.isRefetching}
      />
    );
  else if (list.length === 0)
    body =
      editing.mode === 'new' ? null : (
        <EmptyState
          title={t('address.emptyTitle')}
          message={t('address.emptyMessage')}
          action={<Button onPress={() => setEditing({ mode: 'new' })}>{t('address.add')}</Button>}
        />
      );
  else
    body = (
      <List aria-label={t('address.listLabel')}>
        {list.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              headingLevel={2}
              onEdit={() => setEditing({ mode: 'edit', address })}
              onDelete={() => setDeleting(address)}
            >
              {address.isDefault ? null : (
                <div>
                  <Button
                    variant="secondary"
                    size="small"
                    isPending={makingDefault === address.id}
                    onPress={() => makeDefault(address)}
                    aria-label={t('address.makeDefaultFor', { name: address.fullName })}
                  >
                    {t('address.makeDefault')}
                  </Button>
                </div>
              )}
            </AddressCard>
          </li>
        ))}
      </List>
    );

  return (
    <>
      <PageHeading title={t('address.title')} subtitle={t('address.subtitle')} />
      {list.length > 0 && editing.mode === 'closed' ? (
        <Toolbar>
          <Button onPress={() => setEditing({ mode: 'new' })}>{t('address.add')}</Button>
        </Toolbar>
      ) : null}
      {form}
      {body}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('address.deleteTitle')}
        message={t('address.deleteMessage', { name: deleting?.fullName ?? '' })}
        confirmLabel={t('address.delete')}
        errorMessage={(error) => errorMessage(error)}
        onConfirm={async () => {
          if (!deleting) return;
          await sdk.addresses.delete(deleting.id);
          toast.success(t('address.deleted'));
          await refresh();
        }}
      />
    </>
  );
}
