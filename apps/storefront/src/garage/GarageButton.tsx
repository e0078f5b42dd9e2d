import { vehicleLabel } from '@abossey/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useGarage, useGarageMerge } from './garage';

const GarageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--ab-space-1, 4px);
  min-block-size: 32px;
  min-inline-size: 32px;
  max-inline-size: 14rem;
  padding-inline: var(--ab-space-2, 8px);
  border-radius: var(--ab-radius-md, 8px);
  color: var(--ab-fg-default);
  text-decoration: none;
  font-size: var(--ab-font-size-sm, 0.875rem);
  &:hover {
    background: var(--ab-bg-hover, transparent);
  }
  &:focus-visible {
    outline: 2px solid var(--ab-focus-ring, currentColor);
    outline-offset: 2px;
  }
  svg {
    flex: none;
  }
  [data-part='label'] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  /* Phones: the icon only; the name stays for screen readers. */
  @media (max-width: 599.98px) {
    justify-content: center;
    padding-inline: 0;
    [data-part='label'] {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      clip-path: inset(50%);
    }
  }
`;

const CarIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M18.92 6.01A1.5 1.5 0 0 0 17.5 5h-11a1.5 1.5 0 0 0-1.42 1.01L3 12v8a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-1h12v1a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-8l-2.08-5.99ZM6.5 16a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm11 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3ZM5 11l1.5-4.5h11L19 11H5Z" />
  </svg>
);

/** The header's My Garage link: names the active vehicle; also moves a guest's garage into the account on sign-in. */
export function GarageButton() {
  const { t } = useTranslation('storefront');
  useGarageMerge();
  const { active } = useGarage();
  const label = active
    ? t('garage.header.active', { vehicle: vehicleLabel(active) })
    : t('garage.header.garage');
  return (
    <GarageLink to="/garage" data-part="garage-button" title={label}>
      <CarIcon />
      <span data-part="label">
        <bdi>{label}</bdi>
      </span>
    </GarageLink>
  );
}
