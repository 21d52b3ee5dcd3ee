import { formatPhpDate } from '@cardshop/shared/rules/dates';

// The region's clock: which calendar day and time a moment is there. The business days, holidays and the
// arrival rule itself live in packages/shared/src/rules/arrival.ts, shared with the pages.

/** The calendar day and minutes past midnight of a moment in a time zone. */
export function zonedMoment(moment: Date, timeZone: string): { day: string; minutes: number } {
  const [day = '', time = '00:00'] = formatPhpDate(moment, 'Y-m-d|H:i', timeZone).split('|');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { day, minutes: hours * 60 + minutes };
}
