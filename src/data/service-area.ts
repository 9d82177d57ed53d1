/**
 * The states the business delivers to. "South India" in the spec means these five states; search
 * engines read them from the LocalBusiness `areaServed`, so they are listed by their full names.
 */
export const southIndiaStates = [
  'Andhra Pradesh',
  'Karnataka',
  'Kerala',
  'Tamil Nadu',
  'Telangana',
] as const;
