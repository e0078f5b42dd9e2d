import type { VehicleMake } from '@abossey/sdk';
import { Button, useMessageTranslation, vars } from '@abossey/ui';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { type ProductFormOutput, type ProductFormValues, withSuggestions } from './productFormSchema';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const Box = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  p {
    margin: 0;
    color: ${vars.fg.muted};
  }
  p[data-tone='result'] {
    color: ${vars.fg.default};
  }
`;

/**
 * "Suggest vehicles" (issue 11): asks `GET /api/compatibility/suggestions` for the vehicles other products of the
 * chosen part (then its category) list, and adds them to the selection for the vendor to check.
 */
export function VehicleSuggestions({ form, vehicles }: { form: Form; vehicles: readonly VehicleMake[] }) {
  const { t } = useTranslation('fitment');
  const { errorMessage } = useMessageTranslation();
  const partId = form.watch('partId');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const suggest = async () => {
    if (partId === null) return;
    setPending(true);
    setResult(null);
    try {
      const suggestions = await sdk.compatibility.suggestions({ partId });
      const { getValues, setValue } = form;
      const next = withSuggestions(
        vehicles,
        {
          makes: getValues('makes'),
          models: getValues('models'),
          vehicleMakeIds: getValues('vehicleMakeIds'),
        },
        suggestions.map((s) => s.vehicleMakeId),
      );
      setValue('makes', next.makes, { shouldDirty: true });
      setValue('models', next.models, { shouldDirty: true });
      setValue('vehicleMakeIds', next.vehicleMakeIds, { shouldDirty: true, shouldValidate: true });
      setResult(next.added > 0 ? t('added', { count: next.added }) : t('none'));
    } catch (error) {
      setResult(t('failed', { reason: errorMessage(error) }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box data-part="vehicle-suggestions">
      <Button
        variant="secondary"
        onPress={suggest}
        isPending={pending}
        pendingLabel={t('suggesting')}
        isDisabled={partId === null}
      >
        {t('suggest')}
      </Button>
      <p>{partId === null ? t('needPart') : t('suggestHint')}</p>
      <p role="status" data-tone="result">
        {result}
      </p>
    </Box>
  );
}
