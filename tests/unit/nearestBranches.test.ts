import { describe, expect, it } from 'vitest';
import { listBranches, type BranchId } from '@/domain/branches';
import { distanceKm, nearestFirst, shownKm, type GeoPoint } from '@/domain/nearestBranches';

/** Where a patient may stand: the three places issue 54 names. */
const LAHORE_DHA: GeoPoint = { latitude: 31.47, longitude: 74.41 };
const LAHORE_IQBAL_TOWN: GeoPoint = { latitude: 31.51, longitude: 74.29 };
const ISLAMABAD: GeoPoint = { latitude: 33.69, longitude: 73.05 };

const order = (from: GeoPoint): BranchId[] =>
  nearestFirst(listBranches(), from).map(({ place }) => place.id);

describe('distanceKm (haversine)', () => {
  it('measures a degree of the equator and half the globe as the mean radius gives them', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      111.195,
      2,
    );
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371.0088,
      6,
    );
  });

  it('is zero from a place to itself, and the same both ways', () => {
    expect(distanceKm(LAHORE_DHA, LAHORE_DHA)).toBe(0);
    expect(distanceKm(LAHORE_DHA, ISLAMABAD)).toBeCloseTo(distanceKm(ISLAMABAD, LAHORE_DHA), 9);
  });

  it('puts Lahore and Islamabad about 270 km apart as the crow flies', () => {
    expect(distanceKm(LAHORE_IQBAL_TOWN, ISLAMABAD)).toBeGreaterThan(255);
    expect(distanceKm(LAHORE_IQBAL_TOWN, ISLAMABAD)).toBeLessThan(285);
  });
});

describe('the branches nearest first', () => {
  it('from Lahore DHA: DHA, then the other Lahore branches, Islamabad last', () => {
    expect(order(LAHORE_DHA)).toEqual([
      'DHA',
      'ALLAMA_IQBAL_TOWN',
      'DOCTORS_HOSPITAL',
      'WEST_WOOD',
      'AKHTAR_SAEED',
      'BAHRIA_ENCLAVE',
      'BAHRIA_GOLF_CITY',
    ]);
  });

  it('from Allama Iqbal Town: Allama Iqbal Town, then Johar Town and West Wood', () => {
    expect(order(LAHORE_IQBAL_TOWN)).toEqual([
      'ALLAMA_IQBAL_TOWN',
      'DOCTORS_HOSPITAL',
      'WEST_WOOD',
      'DHA',
      'AKHTAR_SAEED',
      'BAHRIA_ENCLAVE',
      'BAHRIA_GOLF_CITY',
    ]);
  });

  it('from Islamabad: the two Islamabad branches, Bahria Enclave first, then Lahore', () => {
    const ids = order(ISLAMABAD);
    expect(ids.slice(0, 2)).toEqual(['BAHRIA_ENCLAVE', 'BAHRIA_GOLF_CITY']);
    expect(ids.slice(2).map((id) => listBranches().find((b) => b.id === id)!.city)).toEqual(
      Array(5).fill('Lahore'),
    );
  });

  it('gives each its distance, the nearest a few kilometres off', () => {
    const [nearest] = nearestFirst(listBranches(), LAHORE_DHA);
    expect(nearest!.km).toBeGreaterThan(0);
    expect(nearest!.km).toBeLessThan(3);
  });

  it('keeps the given order between places as far as each other', () => {
    const here = { latitude: 31.5, longitude: 74.3 };
    const places = ['a', 'b', 'c'].map((id) => ({ id, position: here }));
    expect(nearestFirst(places, LAHORE_DHA).map(({ place }) => place.id)).toEqual(['a', 'b', 'c']);
  });

  it("places every branch in its own city's area (a slipped digit would not)", () => {
    const centres: Record<string, GeoPoint> = {
      Lahore: { latitude: 31.52, longitude: 74.35 },
      Islamabad: { latitude: 33.69, longitude: 73.05 },
    };
    for (const branch of listBranches()) {
      expect(distanceKm(branch.position, centres[branch.city]!), branch.id).toBeLessThan(30);
    }
  });
});

describe('shownKm', () => {
  it('shows tenths under 10 km, whole kilometres beyond, and never 0', () => {
    expect(shownKm(3.24)).toBe(3.2);
    expect(shownKm(9.94)).toBe(9.9);
    expect(shownKm(13.28)).toBe(13);
    expect(shownKm(272.6)).toBe(273);
    expect(shownKm(0.01)).toBe(0.1);
  });
});
