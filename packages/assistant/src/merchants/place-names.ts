/**
 * Place names that card networks append to merchant names (`Amazon Palo Alto CA`,
 * `UBER *TRIP LONDON GB`). Stripped from the end of a description, longest first, so the same
 * merchant groups together wherever the card was used.
 */

// prettier-ignore
export const US_STATES = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY',
]);

// prettier-ignore
export const COUNTRIES = new Set([
  'US', 'USA', 'GB', 'GBR', 'UK', 'IE', 'IRL', 'IN', 'IND', 'SG', 'SGP', 'DE', 'DEU', 'FR', 'FRA',
  'NL', 'NLD', 'ES', 'ESP', 'IT', 'ITA', 'AT', 'AUT', 'CH', 'CHE', 'AU', 'AUS', 'CA', 'CAN',
  'LU', 'LUX', 'BE', 'BEL', 'SE', 'SWE', 'HU', 'HUN', 'LT', 'LTU',
]);

// prettier-ignore
export const CITIES: readonly string[] = [
  'SAN FRANCISCO', 'PALO ALTO', 'SACRAMENTO', 'LOS ANGELES', 'SAN JOSE', 'SAN DIEGO', 'NEW YORK',
  'BROOKLYN', 'SEATTLE', 'CHICAGO', 'BOSTON', 'AUSTIN', 'HOUSTON', 'DALLAS', 'DENVER', 'MIAMI',
  'ATLANTA', 'PHOENIX', 'PORTLAND', 'OAKLAND', 'MOUNTAIN VIEW', 'SUNNYVALE', 'CUPERTINO',
  'MENLO PARK', 'REDWOOD CITY', 'BERKELEY', 'WASHINGTON', 'LAS VEGAS', 'PHILADELPHIA',
  'LONDON', 'MANCHESTER', 'BIRMINGHAM', 'EDINBURGH', 'GLASGOW', 'DUBLIN', 'CORK', 'PARIS',
  'BERLIN', 'MUNICH', 'AMSTERDAM', 'VIENNA', 'WIEN', 'MADRID', 'BARCELONA', 'MILAN', 'ROME',
  'SINGAPORE', 'MUMBAI', 'BOMBAY', 'NEW DELHI', 'DELHI', 'BANGALORE', 'BENGALURU', 'CHENNAI',
  'HYDERABAD', 'KOLKATA', 'PUNE', 'GURGAON', 'GURUGRAM', 'NOIDA', 'AHMEDABAD', 'JAIPUR',
];
