import { formatPhpDate, formatPhpDay } from '@cardshop/shared/rules/dates';
import { useShell } from './shell/use-shell.ts';

/**
 * Dates as the visitor's region writes them (its CMS date format, in its time zone): `moment` for an
 * instant (an ISO timestamp), `day` for a calendar day ('YYYY-MM-DD', the same day everywhere).
 */
export function useRegionDates(): { moment: (iso: string) => string; day: (day: string) => string } {
  const { region } = useShell();
  return {
    moment: (iso) => formatPhpDate(iso, region.dateFormat, region.timeZone),
    day: (day) => formatPhpDay(day, region.dateFormat),
  };
}
