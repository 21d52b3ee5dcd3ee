// National public holidays of each selling region for 2026 and 2027: no parcel is dispatched or
// delivered on them. A fixed list, not a rule engine, so every date can be read and checked here.
//
// Sources: the national (not state or provincial) holidays published by each government.
// - AU: holidays kept in every state and territory, plus the King's Birthday of most states (2nd Monday in
//   June). A holiday on a weekend is listed with its Monday (or Tuesday) substitute where most states give one.
// - US: federal holidays with the federal "observed" day when one falls on a weekend.
// - GB: England and Wales bank holidays (the Royal Mail network's), substitutes included.
// - CA: the federal statutory holidays of the Canada Labour Code, substitutes included.
// - NZ: the national public holidays with their Mondayised days (Matariki from the official list).
// Past 2027 the list must be extended; `holidaysCover` lets a test notice a year without any.

export interface Holiday {
  date: string;
  name: string;
}

const list = (entries: Array<[string, string]>): Holiday[] => entries.map(([date, name]) => ({ date, name }));

export const PUBLIC_HOLIDAYS: Readonly<Record<string, readonly Holiday[]>> = {
  AU: list([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-26', 'Australia Day'],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-04-25', 'Anzac Day'],
    ['2026-06-08', "King's Birthday"],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-26', 'Boxing Day'],
    ['2026-12-28', 'Boxing Day (substitute)'],
    ['2027-01-01', "New Year's Day"],
    ['2027-01-26', 'Australia Day'],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-04-25', 'Anzac Day'],
    ['2027-06-14', "King's Birthday"],
    ['2027-12-25', 'Christmas Day'],
    ['2027-12-26', 'Boxing Day'],
    ['2027-12-27', 'Christmas Day (substitute)'],
    ['2027-12-28', 'Boxing Day (substitute)'],
  ]),
  US: list([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Birthday of Martin Luther King, Jr.'],
    ['2026-02-16', "Washington's Birthday"],
    ['2026-05-25', 'Memorial Day'],
    ['2026-06-19', 'Juneteenth National Independence Day'],
    ['2026-07-03', 'Independence Day (observed)'],
    ['2026-09-07', 'Labor Day'],
    ['2026-10-12', 'Columbus Day'],
    ['2026-11-11', 'Veterans Day'],
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2027-01-01', "New Year's Day"],
    ['2027-01-18', 'Birthday of Martin Luther King, Jr.'],
    ['2027-02-15', "Washington's Birthday"],
    ['2027-05-31', 'Memorial Day'],
    ['2027-06-18', 'Juneteenth National Independence Day (observed)'],
    ['2027-07-05', 'Independence Day (observed)'],
    ['2027-09-06', 'Labor Day'],
    ['2027-10-11', 'Columbus Day'],
    ['2027-11-11', 'Veterans Day'],
    ['2027-11-25', 'Thanksgiving Day'],
    ['2027-12-24', 'Christmas Day (observed)'],
    ['2027-12-31', "New Year's Day 2028 (observed)"],
  ]),
  GB: list([
    ['2026-01-01', "New Year's Day"],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-05-04', 'Early May bank holiday'],
    ['2026-05-25', 'Spring bank holiday'],
    ['2026-08-31', 'Summer bank holiday'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day (substitute day)'],
    ['2027-01-01', "New Year's Day"],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-05-03', 'Early May bank holiday'],
    ['2027-05-31', 'Spring bank holiday'],
    ['2027-08-30', 'Summer bank holiday'],
    ['2027-12-27', 'Christmas Day (substitute day)'],
    ['2027-12-28', 'Boxing Day (substitute day)'],
  ]),
  CA: list([
    ['2026-01-01', "New Year's Day"],
    ['2026-04-03', 'Good Friday'],
    ['2026-05-18', 'Victoria Day'],
    ['2026-07-01', 'Canada Day'],
    ['2026-09-07', 'Labour Day'],
    ['2026-09-30', 'National Day for Truth and Reconciliation'],
    ['2026-10-12', 'Thanksgiving'],
    ['2026-11-11', 'Remembrance Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day (observed)'],
    ['2027-01-01', "New Year's Day"],
    ['2027-03-26', 'Good Friday'],
    ['2027-05-24', 'Victoria Day'],
    ['2027-07-01', 'Canada Day'],
    ['2027-09-06', 'Labour Day'],
    ['2027-09-30', 'National Day for Truth and Reconciliation'],
    ['2027-10-11', 'Thanksgiving'],
    ['2027-11-11', 'Remembrance Day'],
    ['2027-12-27', 'Christmas Day (observed)'],
    ['2027-12-28', 'Boxing Day (observed)'],
  ]),
  NZ: list([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-02', "Day after New Year's Day"],
    ['2026-02-06', 'Waitangi Day'],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-04-27', 'Anzac Day (Mondayised)'],
    ['2026-06-01', "King's Birthday"],
    ['2026-07-10', 'Matariki'],
    ['2026-10-26', 'Labour Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-28', 'Boxing Day (Mondayised)'],
    ['2027-01-01', "New Year's Day"],
    ['2027-01-04', "Day after New Year's Day (Mondayised)"],
    ['2027-02-08', 'Waitangi Day (Mondayised)'],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2027-04-26', 'Anzac Day (Mondayised)'],
    ['2027-06-07', "King's Birthday"],
    ['2027-06-25', 'Matariki'],
    ['2027-10-25', 'Labour Day'],
    ['2027-12-27', 'Christmas Day (Mondayised)'],
    ['2027-12-28', 'Boxing Day (Mondayised)'],
  ]),
};

const sets = new Map<string, ReadonlySet<string>>(
  Object.entries(PUBLIC_HOLIDAYS).map(([region, holidays]) => [region, new Set(holidays.map((h) => h.date))]),
);

/** Whether a day (YYYY-MM-DD) is a public holiday of the region. */
export function isPublicHoliday(regionIso: string, day: string): boolean {
  return sets.get(regionIso)?.has(day) ?? false;
}

/** Whether the list knows the holidays of that year for the region. */
export function holidaysCover(regionIso: string, year: number): boolean {
  return (PUBLIC_HOLIDAYS[regionIso] ?? []).some((holiday) => holiday.date.startsWith(`${year}-`));
}
