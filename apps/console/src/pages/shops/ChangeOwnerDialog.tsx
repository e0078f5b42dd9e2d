import type { Business, UserProfile } from '@abossey/sdk';
import {
  Button,
  ComboBox,
  ConfirmDialog,
  Dialog,
  SelectItem,
  TextField,
  toast,
  useMessageTranslation,
} from '@abossey/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormAlert } from '../../forms/fields';
import { sdk } from '../../sdk';
import { ownerCandidates } from './shopFilters';

const Body = styled.div`
  display: grid;
  gap: 1rem;
  p {
    margin: 0;
  }
`;

const CANDIDATES_PER_TYPE = 25;

/** Vendors and admins matching the typed text (never customers, §5), without the current owner. */
function useOwnerCandidates(search: string, currentOwnerId: number | null) {
  const [q, setQ] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  return useQuery({
    queryKey: ['owner-candidates', q, currentOwnerId],
    queryFn: async ({ signal }) => {
      const ask = (userType: 'vendor' | 'admin') =>
        sdk.users.list({ userType, limit: CANDIDATES_PER_TYPE, ...(q ? { q } : {}) }, { signal });
      const [vendors, admins] = await Promise.all([ask('vendor'), ask('admin')]);
      return ownerCandidates([...vendors.data, ...admins.data], currentOwnerId);
    },
    placeholderData: keepPreviousData,
  });
}

const labelOf = (user: UserProfile) => `${user.fullName || user.username} (${user.email})`;

/**
 * §2 Change Owner: pick the new owner (with optional notes), Continue, then confirm (§4: irreversible). On success
 * the caller replaces the row's owner.
 */
export function ChangeOwnerDialog({
  shop,
  onClose,
  onChanged,
}: {
  shop: Business;
  onClose: () => void;
  onChanged: (shop: Business) => void;
}) {
  const { t } = useTranslation('admin');
  const { tm, errorMessage } = useMessageTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<UserProfile | null>(null);
  const [notes, setNotes] = useState('');
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  // Once a user is chosen the box shows their label; that is no search.
  const candidates = useOwnerCandidates(chosen && search === labelOf(chosen) ? '' : search, shop.ownerId);
  const found = candidates.data ?? [];
  const items = chosen && !found.some((u) => u.id === chosen.id) ? [chosen, ...found] : found;
  const owner = shop.owner?.name ?? t('shops.noOwner');

  const transfer = async () => {
    if (!chosen) return;
    try {
      const updated = await sdk.business.transferOwnership(shop.id, {
        transferFromUserId: shop.ownerId ?? 0,
        transferToUserId: chosen.id,
        ...(notes.trim() ? { transferNotes: notes.trim() } : {}),
      });
      toast.success(tm('Shop owner changed successfully'));
      onChanged(updated);
    } catch (error) {
      toast.error(errorMessage(error) || tm('Failed to change shop owner'));
      throw error;
    }
  };

  if (step === 'confirm' && chosen)
    return (
      <ConfirmDialog
        tone="default"
        isOpen
        onOpenChange={(open) => (open ? undefined : setStep('pick'))}
        title={t('shops.confirmTitle')}
        message={t('shops.confirmMessage', { shop: shop.name, from: owner, to: chosen.fullName })}
        confirmLabel={t('shops.confirmAction')}
        pendingLabel={t('saving')}
        errorMessage={(error) => errorMessage(error) || tm('Failed to change shop owner')}
        onConfirm={transfer}
      />
    );

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('shops.changeOwnerTitle', { shop: shop.name })}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('cancel')}
          </Button>
          <Button variant="primary" isDisabled={!chosen} onPress={() => setStep('confirm')}>
            {t('shops.continue')}
          </Button>
        </>
      )}
    >
      <Body>
        <p>{t('shops.currentOwner', { name: owner })}</p>
        {candidates.isError ? <FormAlert role="alert">{errorMessage(candidates.error)}</FormAlert> : null}
        <ComboBox
          label={t('shops.newOwner')}
          isRequired
          fullWidth
          placeholder={t('shops.newOwnerPlaceholder')}
          items={items}
          inputValue={search}
          onInputChange={setSearch}
          selectedKey={chosen?.id ?? null}
          onSelectionChange={(key) => {
            const user = items.find((u) => u.id === key) ?? null;
            setChosen(user);
            if (user) setSearch(labelOf(user));
          }}
          menuTrigger="focus"
          description={chosen ? undefined : tm('Please select a new owner')}
        >
          {(user) => (
            <SelectItem id={user.id} textValue={labelOf(user)}>
              {labelOf(user)}
            </SelectItem>
          )}
        </ComboBox>
        <TextField label={t('shops.notes')} value={notes} onChange={setNotes} maxLength={1000} fullWidth />
        <p>{t('shops.irreversible')}</p>
      </Body>
    </Dialog>
  );
}
