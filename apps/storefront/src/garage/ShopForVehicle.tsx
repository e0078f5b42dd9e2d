import { vehicleLabel } from '@abossey/sdk';
import { ButtonLink } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Vehicle } from './garage';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ab-space-2, 8px);
  margin-block-end: var(--ab-space-3, 12px);
  color: var(--ab-fg-default);
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** Whether the browser's make/model/year filters are exactly this vehicle. */
function filtersAreVehicle(
  filters: { make: readonly string[]; model: readonly string[]; year: readonly number[] },
  vehicle: Vehicle,
): boolean {
  return (
    filters.make.length === 1 &&
    filters.model.length === 1 &&
    filters.year.length === 1 &&
    filters.make[0]?.toLowerCase() === vehicle.make.toLowerCase() &&
    filters.model[0]?.toLowerCase() === vehicle.model.toLowerCase() &&
    filters.year[0] === vehicle.year
  );
}

/**
 * Above the product browser: "Shop for my vehicle" (one click sets the make/model/year filters to the active
 * vehicle) or, once they are set, which vehicle the parts are for. Nothing without an active vehicle.
 */
export function ShopForVehicle({
  vehicle,
  filters,
  shopHref,
}: {
  vehicle: Vehicle | undefined;
  filters: { make: readonly string[]; model: readonly string[]; year: readonly number[] };
  /** The catalogue filtered to the vehicle: "Shop for my vehicle" is a link there (issue 23). */
  shopHref: (vehicle: Vehicle) => string;
}) {
  const { t } = useTranslation('storefront');
  if (!vehicle) return null;
  const label = vehicleLabel(vehicle);
  return (
    <Bar data-part="shop-for-vehicle">
      {filtersAreVehicle(filters, vehicle) ? (
        <p>
          <bdi>{t('garage.showing', { vehicle: label })}</bdi>
        </p>
      ) : (
        <ButtonLink variant="secondary" href={shopHref(vehicle)}>
          {t('garage.shop')}
        </ButtonLink>
      )}
    </Bar>
  );
}
