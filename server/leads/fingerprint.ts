import { createHash } from 'node:crypto';
import type { LeadInput } from './store.ts';

/** How long an identical request counts as the same one sent again (a reload, a retry). */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * What makes two requests the same: the client's address and every validated field (language and
 * brand included), as a SHA-256. The fields go in by name, sorted, so the order a client sent them
 * in changes nothing; a field left out and one left empty (`undefined`) are the same.
 *
 * The address can be recovered from the hash by trying every address with the stored fields, so
 * the stores keep a fingerprint only while it can still match (REPEAT_WINDOW_MS) and drop it
 * after; it never outlives its lead.
 */
export function requestFingerprint(request: LeadInput, client: string): string {
  const fields = Object.entries(request)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([client, fields]))
    .digest('hex');
}
