/**
 * How long contact requests are kept (India's DPDP Act 2023: keep personal data only as long as
 * it is needed). One value, `LEADS_RETENTION_DAYS`, read by the server, which deletes older
 * requests, and at build time by the contact page's privacy notice, which states the period: set
 * it in the environment of both the build and the server. Unset: requests are kept until the
 * owner deletes them.
 */
export const MAX_RETENTION_DAYS = 36_500;

/** The period in days, undefined when unset; throws with a clear message when invalid. */
export function parseRetentionDays(raw: string | undefined): number | undefined {
  const text = raw?.trim();
  if (text === undefined || text === '') return undefined;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > MAX_RETENTION_DAYS) {
    throw new Error(
      `LEADS_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RETENTION_DAYS} (got "${text}")`,
    );
  }
  return days;
}

/** The build's value, for the privacy notice. */
export const leadsRetentionDays = parseRetentionDays(process.env['LEADS_RETENTION_DAYS']);

/**
 * The longest a deleted request can stay in a scheduled backup copy (LEADS_BACKUP_DIR), in days:
 * a copy is removed at the first daily clean-up after it is one whole period old
 * (server/leads/backup.ts), and it holds nothing received after it was taken.
 */
export function daysInBackupCopies(retentionDays: number): number {
  return retentionDays + 1;
}
