/**
 * The reference a visitor is given for their request: the first eight characters of its id, in
 * capitals, short enough to write down or read out on the phone. The owner finds the request by
 * it in `npm run leads -- export` (the id starts with it).
 */
export function requestReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
