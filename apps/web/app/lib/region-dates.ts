import { formatShortDate, formatShortDay } from '@cardshop/shared/rules/dates';
import { useShell } from './shell/use-shell.ts';

/**
 * Dates as every page writes them, in the spec's format 'MMM Do YYYY' ('Dec 8th 2026', which no region
 * reads the wrong way round; docs/decisions/0040-arrival-dates.md): `moment` for an instant (an ISO
 * timestamp, on its day in the visitor's region), `day` for a calendar day ('YYYY-MM-DD', the same day
 * everywhere).
 */
export function useRegionDates(): { moment: (iso: string) => string; day: (day: string) => string } {
  const { region } = useShell();
  return {
    moment: (iso) => formatShortDate(iso, region.timeZone),
    day: (day) => formatShortDay(day),
  };
}
