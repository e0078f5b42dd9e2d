import { describe, expect, it } from 'vitest';
import { DELIVERY_ZONES, deliveryDates, fallbackZone, matchZone, regionZone } from './delivery.js';
import { GHANA_REGIONS } from './ghana.js';

describe('delivery zones', () => {
  it('are the 16 regions and Accra’s districts, each id once', () => {
    expect(DELIVERY_ZONES.filter((z) => z.kind === 'region').map((z) => z.name)).toEqual([...GHANA_REGIONS]);
    expect(new Set(DELIVERY_ZONES.map((z) => z.id)).size).toBe(DELIVERY_ZONES.length);
    expect(regionZone('Greater Accra')).toBe('greater-accra');
    expect(fallbackZone('accra-ayawaso-west')).toBe('greater-accra');
    expect(fallbackZone('ashanti')).toBeNull();
  });

  it('serve a buyer from the exact zone, else an Accra district from Greater Accra', () => {
    const rates = [
      { zone: 'greater-accra', fee: 25 },
      { zone: 'accra-ayawaso-west', fee: 15 },
    ];
    expect(matchZone(rates, 'accra-ayawaso-west')?.fee).toBe(15);
    expect(matchZone(rates, 'accra-krowor')?.fee).toBe(25);
    expect(matchZone(rates, 'ashanti')).toBeNull();
    expect(matchZone([{ zone: 'accra-krowor' }], 'greater-accra')).toBeNull();
  });

  it('date deliveries in calendar days from the day placed in Ghana (UTC)', () => {
    expect(deliveryDates(new Date('2025-12-31T23:30:00Z'), 1, 3)).toEqual({
      earliest: '2026-01-01',
      latest: '2026-01-03',
    });
    expect(deliveryDates(new Date('2025-12-05T08:00:00Z'), 0, 0)).toEqual({
      earliest: '2025-12-05',
      latest: '2025-12-05',
    });
  });
});
