import {
  type BusinessDelivery,
  DELIVERY_MAX_DAYS,
  DELIVERY_ZONE_IDS,
  type DeliveryZoneRate,
} from '@abossey/sdk';
import {
  Button,
  DeliveryZoneSelect,
  ErrorPanel,
  NumberField,
  Skeleton,
  Switch,
  TextField,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormActions, FormAlert, FormCard } from '../../forms/fields';
import { sdk } from '../../sdk';

/** A zone row as edited: the fee as typed (checked by the server, which answers what is wrong). */
interface Row {
  key: number;
  zone: string;
  fee: string;
  minDays: number;
  maxDays: number;
}

const Rows = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: minmax(12rem, 2fr) repeat(3, minmax(6rem, 1fr)) auto;
    align-items: end;
    gap: ${vars.space[2]};
  }

  @media (max-width: 720px) {
    & > li {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

let nextKey = 1;
const rowOf = (rate: DeliveryZoneRate): Row => ({
  key: nextKey++,
  zone: rate.zone,
  fee: String(rate.fee),
  minDays: rate.minDays,
  maxDays: rate.maxDays,
});

/**
 * The shop form's delivery section (issue 25): the zones the shop delivers to (a region or an Accra district, a fee
 * in GH₵, the days it takes) and whether buyers may collect at the shop. Saved on its own (`PUT
 * /business/{id}/delivery`, the owner or an admin); the server checks every value and refuses the whole list with
 * the reason, changing nothing.
 */
export function DeliverySettings({ businessId }: { businessId: number }) {
  const { t } = useTranslation('console');
  const { errorMessage } = useMessageTranslation();
  const delivery = useQuery({
    queryKey: ['business', businessId, 'delivery'],
    queryFn: ({ signal }) => sdk.business.delivery(businessId, { signal }),
  });
  if (delivery.isPending) return <Skeleton variant="rect" height={200} aria-label={t('delivery.loading')} />;
  if (delivery.isError)
    return (
      <ErrorPanel
        headingLevel={2}
        title={t('delivery.loadFailed')}
        message={errorMessage(delivery.error)}
        onRetry={() => void delivery.refetch()}
        isRetrying={delivery.isFetching}
      />
    );
  return <DeliveryForm businessId={businessId} saved={delivery.data} />;
}

function DeliveryForm({ businessId, saved }: { businessId: number; saved: BusinessDelivery }) {
  const { t } = useTranslation('console');
  const { errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const [pickup, setPickup] = useState(saved.pickupOffered);
  const [rows, setRows] = useState<Row[]>(() => saved.zones.map(rowOf));
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const addZone = () => {
    const used = new Set(rows.map((row) => row.zone));
    const zone = DELIVERY_ZONE_IDS.find((id) => !used.has(id));
    if (zone) setRows((list) => [...list, rowOf({ zone, fee: 0, minDays: 1, maxDays: 3 })]);
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setSaving(true);
    try {
      const result = await sdk.business.updateDelivery(businessId, {
        pickupOffered: pickup,
        zones: rows.map((row) => ({
          zone: row.zone,
          fee: row.fee.trim() === '' ? Number.NaN : Number(row.fee.replace(',', '.')),
          minDays: row.minDays,
          maxDays: row.maxDays,
        })),
      });
      queryClient.setQueryData(['business', businessId, 'delivery'], result);
      setRows(result.zones.map(rowOf));
      setStatus({ tone: 'success', text: t('delivery.saved') });
    } catch (error) {
      setStatus({ tone: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormCard onSubmit={save} noValidate aria-labelledby="delivery-title">
      <h2 id="delivery-title">{t('delivery.title')}</h2>
      <p>{t('delivery.help')}</p>
      {status ? (
        <FormAlert role={status.tone === 'error' ? 'alert' : 'status'} data-tone={status.tone}>
          {status.text}
        </FormAlert>
      ) : null}
      <Switch isSelected={pickup} onChange={setPickup} isDisabled={saving}>
        {t('delivery.pickup')}
      </Switch>
      {rows.length === 0 ? <p>{t('delivery.none')}</p> : null}
      <Rows aria-label={t('delivery.zones')}>
        {rows.map((row, index) => (
          <li key={row.key} data-zone={row.zone}>
            <DeliveryZoneSelect
              label={t('delivery.zone', { number: index + 1 })}
              value={row.zone}
              onChange={(zone) => zone !== null && change(row.key, { zone: String(zone) })}
              disabledKeys={rows.filter((other) => other.key !== row.key).map((other) => other.zone)}
              isDisabled={saving}
            />
            <TextField
              label={t('delivery.fee')}
              inputMode="decimal"
              value={row.fee}
              onChange={(fee) => change(row.key, { fee })}
              isDisabled={saving}
            />
            <NumberField
              label={t('delivery.minDays')}
              min={0}
              max={DELIVERY_MAX_DAYS}
              value={row.minDays}
              onChange={(minDays) => change(row.key, { minDays })}
              isDisabled={saving}
            />
            <NumberField
              label={t('delivery.maxDays')}
              min={0}
              max={DELIVERY_MAX_DAYS}
              value={row.maxDays}
              onChange={(maxDays) => change(row.key, { maxDays })}
              isDisabled={saving}
            />
            <Button
              variant="ghost"
              onPress={() => setRows((list) => list.filter((other) => other.key !== row.key))}
              isDisabled={saving}
              aria-label={t('delivery.remove', { number: index + 1 })}
            >
              {t('delivery.removeShort')}
            </Button>
          </li>
        ))}
      </Rows>
      <FormActions>
        <Button
          variant="secondary"
          onPress={addZone}
          isDisabled={saving || rows.length >= DELIVERY_ZONE_IDS.length}
        >
          {t('delivery.add')}
        </Button>
        <Button type="submit" isPending={saving}>
          {t('delivery.save')}
        </Button>
      </FormActions>
    </FormCard>
  );
}
