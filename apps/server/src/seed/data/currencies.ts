import type { CurrencySeed } from '../types.ts';

// The currencies the regions sell in, plus EUR and JPY for completeness (e.g. gift cards, reports).
export const CURRENCIES: CurrencySeed[] = [
  { code: 'AUD', symbol: '$', symbolLeads: true, precision: 2, decimalMark: '.', thousandsSeparator: ',' },
  { code: 'USD', symbol: '$', symbolLeads: true, precision: 2, decimalMark: '.', thousandsSeparator: ',' },
  { code: 'GBP', symbol: '£', symbolLeads: true, precision: 2, decimalMark: '.', thousandsSeparator: ',' },
  { code: 'CAD', symbol: '$', symbolLeads: true, precision: 2, decimalMark: '.', thousandsSeparator: ',' },
  { code: 'NZD', symbol: '$', symbolLeads: true, precision: 2, decimalMark: '.', thousandsSeparator: ',' },
  { code: 'EUR', symbol: '€', symbolLeads: true, precision: 2, decimalMark: '.', thousandsSeparator: ',' },
  { code: 'JPY', symbol: '¥', symbolLeads: true, precision: 0, decimalMark: '.', thousandsSeparator: ',' },
];
