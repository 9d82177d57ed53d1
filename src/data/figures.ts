/**
 * The company's marketing figures, each stated once. Home and About render them in their own
 * formats (the home stats with thousands separators, the About stats as "1200+"), so changing a
 * figure here changes it everywhere.
 */
export const figures = {
  /** Litres of fuel delivered to date, as the home stats state it. */
  litersDelivered: 2_500_000,
  /** Clients served; the About page and its closing line say "1200+". */
  satisfiedClients: 1200,
  /** Fuel stations supplied. */
  fuelStations: 85,
  /** Whole years in business the About page claims ("4+"). */
  yearsOfExcellence: 4,
} as const;
