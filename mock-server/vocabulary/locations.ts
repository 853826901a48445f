// The places of the default data set: a person's `location:(name,country:(code))`, the people
// search location facet (bucket codes `country:region`, docs/rest.md "Sources": `us:84` is the San
// Francisco Bay Area, code index id 7964952017; the other region numbers are this mock's), and
// `postal-code` / `distance` searches (a postal code in each area and its centre).

interface LocationArea {
  /** The person's `location.name`. */
  name: string;
  /** `location.country.code`, lower case. */
  country: string;
  /** Region number of the facet bucket code `country:region`. */
  region: number;
  /** A postal code inside the area, for `postal-code=` searches. */
  postalCode: string;
  /** Where the area's centre is, for `distance=` searches. */
  latitude: number;
  longitude: number;
}

export const LOCATION_AREAS: LocationArea[] = [
  { name: 'Greater London, United Kingdom', country: 'gb', region: 4573, postalCode: 'EC1A 1BB', latitude: 51.51, longitude: -0.13 },
  { name: 'Berlin Area, Germany', country: 'de', region: 4944, postalCode: '10115', latitude: 52.52, longitude: 13.4 },
  { name: 'Paris Area, France', country: 'fr', region: 5227, postalCode: '75001', latitude: 48.86, longitude: 2.35 },
  { name: 'San Francisco Bay Area', country: 'us', region: 84, postalCode: '94105', latitude: 37.77, longitude: -122.42 },
  { name: 'Greater New York City Area', country: 'us', region: 70, postalCode: '10001', latitude: 40.71, longitude: -74.01 },
  { name: 'Toronto, Canada Area', country: 'ca', region: 4876, postalCode: 'M5H 2N2', latitude: 43.65, longitude: -79.38 },
  { name: 'Amsterdam Area, Netherlands', country: 'nl', region: 5664, postalCode: '1012', latitude: 52.37, longitude: 4.9 },
  { name: 'Stockholm, Sweden', country: 'se', region: 5932, postalCode: '111 20', latitude: 59.33, longitude: 18.07 },
  { name: 'Bengaluru Area, India', country: 'in', region: 7127, postalCode: '560001', latitude: 12.97, longitude: 77.59 },
  { name: 'Lagos, Nigeria', country: 'ng', region: 8096, postalCode: '100001', latitude: 6.52, longitude: 3.38 },
];

/** The area a location name is, if it is one of the list. */
export function areaNamed(name: unknown): LocationArea | undefined {
  return LOCATION_AREAS.find((area) => area.name === name);
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance between two areas' centres, in miles. */
export function milesBetween(a: LocationArea, b: LocationArea): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}
