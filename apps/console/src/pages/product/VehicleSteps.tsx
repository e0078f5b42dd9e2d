import type { VehicleMake } from '@abossey/sdk';
import {
  Button,
  MultiSelect,
  SelectItem,
  useMessageTranslation,
  VehicleCompatibilityList,
  vars,
} from '@abossey/ui';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormActions } from '../../forms/fields';
import {
  keepModels,
  keepVehicles,
  makeOptions,
  modelOptions,
  type ProductFormOutput,
  type ProductFormValues,
  yearOptions,
} from './productFormSchema';
import { VehicleSuggestions } from './VehicleSuggestions';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const asStrings = (keys: Iterable<unknown>) => [...keys].map(String);

/**
 * §5 cascade: makes, then the models of those makes, then the years of those models (each year is one vehicle).
 * A select waits, with the spec's text, until the one before it has a choice; Next waits for a year.
 */
export function VehicleSelection({
  form,
  vehicles,
  onBack,
  onNext,
}: {
  form: Form;
  vehicles: readonly VehicleMake[];
  onBack: () => void;
  onNext: () => void;
}) {
  const { t: tp } = useTranslation('productForm');
  const { tm } = useMessageTranslation();
  const { watch, setValue } = form;
  const makes = watch('makes');
  const models = watch('models');
  const vehicleIds = watch('vehicleMakeIds');
  const allMakes = useMemo(() => makeOptions(vehicles), [vehicles]);
  const modelChoices = useMemo(() => modelOptions(vehicles, makes), [vehicles, makes]);
  const yearChoices = useMemo(() => yearOptions(vehicles, models), [vehicles, models]);
  const severalModels = models.length > 1;
  const set = (name: 'makes' | 'models' | 'vehicleMakeIds', value: string[] | number[]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: name === 'vehicleMakeIds' });

  return (
    <>
      <MultiSelect
        label={tp('makes')}
        placeholder={tp('chooseMakes')}
        fullWidth
        value={makes}
        onChange={(keys) => {
          const nextMakes = asStrings(keys);
          const nextModels = keepModels(nextMakes, models);
          set('makes', nextMakes);
          set('models', nextModels);
          set('vehicleMakeIds', keepVehicles(vehicles, nextModels, vehicleIds));
        }}
      >
        {allMakes.map((make) => (
          <SelectItem key={make} id={make}>
            {make}
          </SelectItem>
        ))}
      </MultiSelect>
      <MultiSelect
        label={tp('models')}
        placeholder={tp('chooseModels')}
        fullWidth
        isDisabled={makes.length === 0}
        description={makes.length === 0 ? tm('Please select at least one make first') : undefined}
        value={models}
        onChange={(keys) => {
          const nextModels = asStrings(keys);
          set('models', nextModels);
          set('vehicleMakeIds', keepVehicles(vehicles, nextModels, vehicleIds));
        }}
      >
        {modelChoices.map((option) => (
          <SelectItem key={option.id} id={option.id} textValue={`${option.make} ${option.model}`}>
            {makes.length > 1 ? `${option.make} ${option.model}` : option.model}
          </SelectItem>
        ))}
      </MultiSelect>
      <MultiSelect
        label={tp('years')}
        placeholder={tp('chooseYears')}
        fullWidth
        isDisabled={models.length === 0}
        description={
          models.length === 0
            ? tm('Please select a model first')
            : vehicleIds.length === 0
              ? tm('Please select at least one year')
              : undefined
        }
        value={vehicleIds}
        onChange={(keys) => set('vehicleMakeIds', [...keys].map(Number))}
      >
        {yearChoices.map((row) => (
          <SelectItem key={row.id} id={row.id} textValue={`${row.modelName} ${row.year}`}>
            {severalModels ? `${row.modelName} ${row.year}` : String(row.year)}
          </SelectItem>
        ))}
      </MultiSelect>
      <VehicleSuggestions form={form} vehicles={vehicles} />
      <FormActions>
        <Button variant="secondary" onPress={onBack}>
          {tp('back')}
        </Button>
        <Button onPress={onNext} isDisabled={vehicleIds.length === 0}>
          {tp('next')}
        </Button>
      </FormActions>
    </>
  );
}

const Chosen = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
`;

/** The chosen vehicles, grouped by make and model, with their count. */
export function VehicleDetails({ form, vehicles }: { form: Form; vehicles: readonly VehicleMake[] }) {
  const { t: tp } = useTranslation('productForm');
  const { tm } = useMessageTranslation();
  const ids = form.watch('vehicleMakeIds');
  const error = form.formState.errors.vehicleMakeIds?.message;
  const chosen = useMemo(() => {
    const wanted = new Set(ids);
    return vehicles
      .filter((row) => wanted.has(row.id))
      .map((row) => ({
        vehicleMakeId: row.id,
        vehicleMakeName: row.name,
        vehicleMakeModelName: row.modelName,
        vehicleMakeYear: row.year,
      }));
  }, [ids, vehicles]);
  return (
    <Chosen aria-labelledby="chosen-vehicles">
      <h2 id="chosen-vehicles">{tp('chosenVehicles', { count: chosen.length })}</h2>
      <VehicleCompatibilityList vehicles={chosen} emptyText={tm('Please select at least one vehicle')} />
      {error ? <p role="alert">{tm(error)}</p> : null}
    </Chosen>
  );
}
