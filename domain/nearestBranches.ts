/**
 * The rule by which the branches are ordered nearest first, from a position the patient's own
 * browser reports (components/branches/NearestFirst.tsx). Pure: the position never leaves the
 * browser, so this runs there, and nothing here reads or keeps one.
 */

/** A place on the Earth in decimal degrees (WGS 84, as phones and map links give it). */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The Earth's mean radius (IUGG): the haversine's error against the ellipsoid stays under 0.5%. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in kilometres (haversine). As the crow flies, not by road: enough to
 * tell the nearest branch, which is all it is used for, and it needs no map service.
 */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The places nearest first, each with its distance from `from`. Places as far as each other keep
 * the order they were given in (the sort is stable), so equal distances never reshuffle the list.
 */
export function nearestFirst<T extends { readonly position: GeoPoint }>(
  places: readonly T[],
  from: GeoPoint,
): { place: T; km: number }[] {
  return places
    .map((place) => ({ place, km: distanceKm(from, place.position) }))
    .sort((a, b) => a.km - b.km);
}

/**
 * A distance as a patient reads it: to a tenth of a kilometre under 10 km ("3.2"), where the
 * tenth tells two nearby branches apart, and whole kilometres beyond ("27"), where it would only
 * claim a precision the crow's-flight distance does not have. Never 0: a branch is some way off.
 */
export function shownKm(km: number): number {
  if (km < 10) return Math.max(0.1, Math.round(km * 10) / 10);
  return Math.round(km);
}
