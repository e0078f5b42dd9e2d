/**
 * The demo shops' delivery zones (issue 25): every shop delivers to all 16 regions, cheapest and fastest in its own
 * region, dearer and slower further away; the Accra shops also price three districts near their markets apart; every
 * other shop (by index) offers pickup. No random numbers: adding this left the rest of the seed as it was.
 */
import { GHANA_REGIONS, type GhanaRegion, regionZone, type ZoneRate } from '@abossey/sdk';

/** How far a region is from Accra and Kumasi, roughly: 0 home, 1 near, 2 middle, 3 north. */
const distance: Record<GhanaRegion, 1 | 2 | 3> = {
  Ahafo: 2,
  Ashanti: 1,
  Bono: 2,
  'Bono East': 2,
  Central: 1,
  Eastern: 1,
  'Greater Accra': 1,
  'North East': 3,
  Northern: 3,
  Oti: 2,
  Savannah: 3,
  'Upper East': 3,
  'Upper West': 3,
  Volta: 1,
  Western: 2,
  'Western North': 2,
};

const bands = {
  0: { feePesewas: 2_500, minDays: 1, maxDays: 2 },
  1: { feePesewas: 4_500, minDays: 2, maxDays: 3 },
  2: { feePesewas: 6_500, minDays: 3, maxDays: 5 },
  3: { feePesewas: 9_000, minDays: 4, maxDays: 7 },
} as const;

const ACCRA_NEAR = ['accra-ablekuma-central', 'accra-accra-metropolitan', 'accra-korle-klottey'];

export function demoDeliveryZones(home: string): ZoneRate[] {
  const zones: ZoneRate[] = GHANA_REGIONS.map((region) => ({
    zone: regionZone(region),
    ...bands[region === home ? 0 : distance[region]],
  }));
  if (home === 'Greater Accra')
    for (const zone of ACCRA_NEAR) zones.push({ zone, feePesewas: 1_500, minDays: 0, maxDays: 1 });
  return zones;
}

export const demoPickupOffered = (shopIndex: number) => shopIndex % 2 === 0;
