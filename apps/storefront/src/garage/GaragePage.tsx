import { type DecodedVin, type VehicleMake, vehicleLabel } from '@abossey/sdk';
import {
  Badge,
  Button,
  ConfirmDialog,
  ErrorPanel,
  Select,
  SelectItem,
  Skeleton,
  TextField,
  toast,
  useMessageTranslation,
} from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../sdk';
import { PageHeading } from '../shell/Page';
import { garageErrorKind, useGarage, type Vehicle } from './garage';
import { catalogueMake, checkVin, isListed, shopForVehiclePath, vehicleChoices } from './vehicleChoices';

const Sections = styled.div`
  display: grid;
  gap: var(--ab-space-6, 24px);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  section {
    display: grid;
    gap: var(--ab-space-3, 12px);
    padding: var(--ab-space-4, 16px);
    border: 1px solid var(--ab-border-default);
    border-radius: var(--ab-radius-md, 8px);
    background: var(--ab-bg-surface);
  }
  h2 {
    margin: 0;
    font-size: var(--ab-font-size-lg, 1.125rem);
    color: var(--ab-fg-default);
  }
  p {
    margin: 0;
    color: var(--ab-fg-muted);
  }
`;

const VehicleList = styled.ul`
  display: grid;
  gap: var(--ab-space-3, 12px);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--ab-space-2, 8px);
    padding: var(--ab-space-3, 12px);
    border: 1px solid var(--ab-border-default);
    border-radius: var(--ab-radius-md, 8px);
  }
  li[data-active] {
    border-color: var(--ab-border-accent, var(--ab-fg-accent));
  }
  [data-part='name'] {
    display: grid;
    gap: 2px;
    min-inline-size: 0;
    overflow-wrap: anywhere;
    strong {
      color: var(--ab-fg-default);
    }
    span {
      color: var(--ab-fg-muted);
      font-size: var(--ab-font-size-sm, 0.875rem);
    }
  }
  [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ab-space-2, 8px);
    align-items: center;
  }
`;

const Form = styled.form`
  display: grid;
  gap: var(--ab-space-3, 12px);
  [data-part='vin-row'] {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--ab-space-2, 8px);
    > :first-child {
      flex: 1 1 14rem;
    }
  }
  [data-part='pickers'] {
    display: grid;
    gap: var(--ab-space-3, 12px);
    @media (min-width: 600px) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;

const Decoded = styled.div`
  display: grid;
  gap: var(--ab-space-1, 4px);
  padding: var(--ab-space-3, 12px);
  border-radius: var(--ab-radius-md, 8px);
  background: var(--ab-bg-subtle, var(--ab-bg-surface));
  color: var(--ab-fg-default);
  h3 {
    margin: 0;
    font-size: var(--ab-font-size-md, 1rem);
  }
  ul {
    margin: 0;
    padding-inline-start: var(--ab-space-5, 20px);
  }
  [data-tone='warning'] {
    color: var(--ab-fg-warning, var(--ab-fg-default));
    font-weight: 600;
  }
`;

const Note = styled.p`
  && {
    margin: 0;
    padding: var(--ab-space-3, 12px);
    border-radius: var(--ab-radius-md, 8px);
    background: var(--ab-bg-subtle, var(--ab-bg-surface));
    color: var(--ab-fg-default);
  }
`;

const FormError = styled.p`
  && {
    color: var(--ab-fg-danger);
    font-weight: 600;
  }
`;

/** My Garage (issue 11): the buyer's vehicles, the active one, "Shop for my vehicle", and adding one by VIN or pickers. */
export function GaragePage() {
  const { t } = useTranslation('garage');
  const { t: ts } = useTranslation('storefront');
  const { errorMessage } = useMessageTranslation();
  const navigate = useNavigate();
  const garage = useGarage();
  const active = garage.active;
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (key: string, action: () => Promise<void> | void) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toast.error(t('list.actionFailed', { reason: errorMessage(error) }));
    } finally {
      setBusy(null);
    }
  };

  let list: React.ReactNode;
  if (garage.isLoading) list = <Skeleton variant="rect" height={96} aria-label={t('list.loading')} />;
  else if (garage.error)
    list = (
      <ErrorPanel
        headingLevel={3}
        message={t('list.failed', { reason: errorMessage(garage.error) })}
        onRetry={() => garage.refetch()}
      />
    );
  else if (garage.vehicles.length === 0) list = <p>{t('list.empty')}</p>;
  else
    list = (
      <VehicleList>
        {garage.vehicles.map((vehicle) => (
          <VehicleRow
            key={vehicle.key}
            vehicle={vehicle}
            isBusy={busy === vehicle.key}
            onActivate={() => act(vehicle.key, () => garage.setActive(vehicle.key))}
            onRemove={() => act(vehicle.key, () => garage.remove(vehicle.key))}
          />
        ))}
      </VehicleList>
    );

  return (
    <>
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <Sections>
        <section aria-labelledby="garage-vehicles">
          <h2 id="garage-vehicles">{t('list.title')}</h2>
          {garage.signedIn ? null : <p>{t('page.guestNote')}</p>}
          {list}
          {active ? (
            <div>
              <Button onPress={() => navigate(shopForVehiclePath(active))} data-part="shop-for-vehicle">
                {ts('garage.shop')}
              </Button>
            </div>
          ) : null}
        </section>
        <section aria-labelledby="garage-add">
          <h2 id="garage-add">{t('add.title')}</h2>
          <AddVehicleForm onAdd={garage.add} />
        </section>
      </Sections>
    </>
  );
}

function VehicleRow({
  vehicle,
  isBusy,
  onActivate,
  onRemove,
}: {
  vehicle: Vehicle;
  isBusy: boolean;
  onActivate: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('garage');
  const label = vehicleLabel(vehicle);
  return (
    <li data-active={vehicle.active || undefined} data-part="vehicle">
      <span data-part="name">
        <strong>
          <bdi>{label}</bdi>
        </strong>
        {vehicle.nickname ? (
          <span>
            <bdi>{t('list.details', { year: vehicle.year, make: vehicle.make, model: vehicle.model })}</bdi>
          </span>
        ) : null}
        {vehicle.vin ? (
          <span>
            <bdi>{t('list.vin', { vin: vehicle.vin })}</bdi>
          </span>
        ) : null}
      </span>
      <span data-part="actions">
        {vehicle.active ? (
          <Badge tone="success" size="medium">
            {t('list.active')}
          </Badge>
        ) : (
          <Button
            variant="secondary"
            size="small"
            onPress={onActivate}
            isDisabled={isBusy}
            aria-label={t('list.makeActiveLabel', { vehicle: label })}
          >
            {t('list.makeActive')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="small"
          onPress={onRemove}
          isDisabled={isBusy}
          aria-label={t('list.removeLabel', { vehicle: label })}
        >
          {t('list.remove')}
        </Button>
      </span>
    </li>
  );
}

interface VehicleFields {
  make: string;
  model: string;
  year: number;
  vin: string | null;
  nickname: string | null;
}

function AddVehicleForm({ onAdd }: { onAdd: (fields: VehicleFields) => Promise<void> }) {
  const { t } = useTranslation('garage');
  const { tm, errorMessage } = useMessageTranslation();
  const decodedId = useId();
  const catalogue = useQuery({
    queryKey: ['vehicle-makes'],
    queryFn: ({ signal }) => sdk.vehicleMakes.list({ signal }),
    staleTime: 5 * 60_000,
  });
  const [vin, setVin] = useState('');
  const [decoded, setDecoded] = useState<ReturnType<typeof checkVin>>({ state: 'empty' });
  const [make, setMake] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [nickname, setNickname] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A save whose year differs from the VIN's waits for the buyer to confirm it.
  const [mismatch, setMismatch] = useState<VehicleFields | null>(null);
  const vehicles = catalogue.data ?? [];
  const decodedYear = decoded.state === 'decoded' ? decoded.value.year : null;
  const choices = vehicleChoices(vehicles, make, model, decodedYear);
  const unlisted =
    make &&
    model &&
    year !== null &&
    choices.years.includes(year) &&
    !isListed(vehicles, { make, model, year })
      ? vehicleLabel({ make, model, year })
      : null;

  // The decoded make picks the catalogue's make; a VIN decoded before the catalogue's vehicles arrived (a slow
  // connection) is applied once they do.
  const [pendingVin, setPendingVin] = useState<DecodedVin | null>(null);
  const applyDecoded = (value: DecodedVin, catalogueVehicles: readonly VehicleMake[]) => {
    const known = catalogueMake(catalogueVehicles, value.make);
    if (known && known !== make) {
      setMake(known);
      setModel(null);
      setYear(null);
    }
    if (value.year !== null) setYear(value.year);
  };
  const decode = () => {
    const check = checkVin(vin);
    setDecoded(check);
    if (check.state !== 'decoded') return;
    if (catalogue.data) applyDecoded(check.value, catalogue.data);
    else setPendingVin(check.value);
  };
  if (pendingVin && catalogue.data) {
    // Adjusting state while rendering (React's pattern for state derived from data that arrived), not in an effect.
    setPendingVin(null);
    applyDecoded(pendingVin, catalogue.data);
  }

  const save = async (fields: VehicleFields) => {
    setSaving(true);
    try {
      await onAdd(fields);
      toast.success(t('add.saved', { vehicle: vehicleLabel(fields) }));
      setVin('');
      setDecoded({ state: 'empty' });
      setModel(null);
      setYear(null);
      setNickname('');
    } catch (error) {
      const kind = garageErrorKind(error);
      setProblem(kind ? t(`errors.${kind}`) : t('errors.failed', { reason: errorMessage(error) }));
    } finally {
      setSaving(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const vinCheck = checkVin(vin);
    if (vinCheck.state === 'invalid') {
      setDecoded(vinCheck);
      return;
    }
    if (!make || !model || year === null || !choices.years.includes(year)) {
      setProblem(t('add.required'));
      return;
    }
    const fields = {
      make,
      model,
      year,
      vin: vinCheck.state === 'decoded' ? vinCheck.value.vin : null,
      nickname: nickname.trim() || null,
    };
    const vinYear = vinCheck.state === 'decoded' ? vinCheck.value.year : null;
    if (vinYear !== null && vinYear !== year) setMismatch(fields);
    else await save(fields);
  };

  return (
    <Form onSubmit={submit} noValidate aria-describedby={problem ? `${decodedId}-problem` : undefined}>
      <div data-part="vin-row">
        <TextField
          label={t('add.vin')}
          description={t('add.vinHelp')}
          value={vin}
          onChange={(value) => {
            setVin(value);
            if (decoded.state !== 'empty') setDecoded({ state: 'empty' });
            setPendingVin(null);
          }}
          autoComplete="off"
          isInvalid={decoded.state === 'invalid'}
          errorMessage={decoded.state === 'invalid' ? tm(decoded.error) : undefined}
          fullWidth
        />
        <Button variant="secondary" onPress={decode} isDisabled={vin.trim() === ''}>
          {t('add.decode')}
        </Button>
      </div>
      {decoded.state === 'decoded' ? (
        <Decoded id={decodedId} role="status" data-part="decoded">
          <h3>{t('add.decodedTitle')}</h3>
          <ul>
            <li>
              {decoded.value.make ? t('add.decodedMake', { make: decoded.value.make }) : t('add.unknownMake')}
            </li>
            <li>
              {decoded.value.year !== null
                ? t('add.decodedYear', { year: decoded.value.year })
                : t('add.unknownYear')}
            </li>
            {decoded.value.checkDigit === 'valid' ? <li>{t('add.checkDigitValid')}</li> : null}
            {decoded.value.checkDigit === 'absent' ? <li>{t('add.checkDigitAbsent')}</li> : null}
            {decoded.value.warnings.map((warning) => (
              <li key={warning} data-tone="warning">
                {tm(warning)}
              </li>
            ))}
          </ul>
        </Decoded>
      ) : null}
      {catalogue.isError ? (
        <FormError role="alert">
          {t('add.catalogueFailed', { reason: errorMessage(catalogue.error) })}
        </FormError>
      ) : null}
      <div data-part="pickers">
        <Select
          label={t('add.make')}
          placeholder={t('add.choose')}
          isRequired
          fullWidth
          value={make}
          isDisabled={catalogue.isPending}
          onChange={(key) => {
            setMake(key === null ? null : String(key));
            setModel(null);
            setYear(null);
          }}
        >
          {choices.makes.map((name) => (
            <SelectItem key={name} id={name} textValue={name}>
              {name}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('add.model')}
          placeholder={t('add.choose')}
          isRequired
          fullWidth
          value={model}
          isDisabled={!make}
          onChange={(key) => {
            setModel(key === null ? null : String(key));
            setYear((current) =>
              current !== null &&
              vehicleChoices(vehicles, make, key === null ? null : String(key), decodedYear).years.includes(
                current,
              )
                ? current
                : null,
            );
          }}
        >
          {choices.models.map((name) => (
            <SelectItem key={name} id={name} textValue={name}>
              {name}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('add.year')}
          placeholder={t('add.choose')}
          isRequired
          fullWidth
          value={year !== null && choices.years.includes(year) ? String(year) : null}
          isDisabled={!model}
          onChange={(key) => setYear(key === null ? null : Number(key))}
        >
          {choices.years.map((y) => (
            <SelectItem key={y} id={String(y)} textValue={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
      </div>
      <TextField
        label={t('add.nickname')}
        description={t('add.nicknameHelp')}
        value={nickname}
        onChange={setNickname}
        maxLength={60}
        fullWidth
      />
      {unlisted ? (
        <Note data-part="unlisted" role="status">
          {t('add.unlisted', { vehicle: unlisted })}
        </Note>
      ) : null}
      {problem ? (
        <FormError id={`${decodedId}-problem`} role="alert">
          {problem}
        </FormError>
      ) : null}
      <div>
        <Button type="submit" isPending={saving} pendingLabel={t('add.saving')}>
          {t('add.save')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={mismatch !== null}
        onOpenChange={(open) => {
          if (!open) setMismatch(null);
        }}
        title={t('add.mismatchTitle')}
        message={
          mismatch
            ? t('add.mismatchMessage', {
                vinYear: decodedYear,
                vehicle: vehicleLabel(mismatch),
                year: mismatch.year,
              })
            : null
        }
        confirmLabel={mismatch ? t('add.mismatchConfirm', { year: mismatch.year }) : null}
        cancelLabel={t('add.mismatchCancel')}
        onConfirm={() => (mismatch ? save(mismatch) : undefined)}
      />
    </Form>
  );
}
