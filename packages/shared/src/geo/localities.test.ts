import { describe, expect, it } from 'vitest';
import { AREAS } from '../constants.ts';
import { AREA_CENTRES, haversineKm } from '../delivery/geo.ts';
import { LOCALITIES, localitiesByPincode } from './localities.ts';

describe('offline localities', () => {
  it('name each seeded area at the very centre the demo catalogue seeds around', () => {
    for (const centre of AREA_CENTRES) {
      const locality = LOCALITIES.find((l) => l.name === centre.name);
      expect(locality).toMatchObject({
        area: centre.name,
        pincode: centre.pincode,
        lat: centre.lat,
        lng: centre.lng,
      });
    }
    expect(new Set(LOCALITIES.map((l) => l.area))).toEqual(new Set(AREAS));
  });

  it('lie within 8 km of their area, with six-digit Chennai pincodes and unique names', () => {
    for (const l of LOCALITIES) {
      const centre = AREA_CENTRES.find((c) => c.name === l.area);
      expect(centre).toBeDefined();
      expect(haversineKm(l, centre as { lat: number; lng: number })).toBeLessThan(8); // OMR is a corridor: Perungudi is ~7.4 km up it
      expect(l.pincode).toMatch(/^600\d{3}$/);
    }
    expect(new Set(LOCALITIES.map((l) => l.name)).size).toBe(LOCALITIES.length);
  });

  it('finds the localities of a pincode', () => {
    expect(localitiesByPincode(' 600042 ').map((l) => l.name)).toEqual(['Velachery', 'Vijaya Nagar']);
    expect(localitiesByPincode('110001')).toEqual([]);
  });
});
