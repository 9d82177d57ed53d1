import type { EducationLevel, Reservation } from './schema';

/** How each applicant group is named on the pages. */
export const reservationCategoryLabels: Record<Reservation['category'], string> = {
  'sc-st': 'SC/ST',
  obc: 'OBC',
  women: 'Women',
  'ex-servicemen': 'Ex-servicemen',
  experience: 'Experienced applicants',
};

export const siteTypeLabels = { rural: 'Rural', urban: 'Urban', highway: 'Highway' } as const;

export const educationLevelLabels: Record<EducationLevel, string> = {
  class10: '10th pass',
  class12: '12th pass',
  diploma: 'Diploma',
  graduate: 'Graduate',
};

/** "SC/ST quota 17%", "Women preference", "Retail or tech experience preference". */
export function describeReservation(item: Reservation): string {
  const group = item.label ?? reservationCategoryLabels[item.category];
  const share = item.percent === undefined ? '' : ` ${item.percent}%`;
  return `${group} ${item.kind}${share}`;
}
