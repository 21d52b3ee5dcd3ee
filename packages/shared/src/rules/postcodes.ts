// Postcode formats of the selling countries, so the address form and POST /api/addresses/validate agree.
// Other countries' postcodes are only trimmed: their formats are too many to keep here.

export type PostcodeCheck = { valid: true; postcode: string } | { valid: false };

const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})$/;

/**
 * Checks and normalises a postcode for a country: AU and NZ 4 digits; US ZIP 5 digits or ZIP+4
 * ('12345-6789'); CA 'A1A 1A1'; GB outward and inward codes ('SW1A 1AA'). Letters are upper-cased and
 * spacing made standard; any other country's postcode is returned trimmed.
 */
export function normalisePostcode(country: string, postcode: string): PostcodeCheck {
  const value = postcode.trim().toUpperCase();
  switch (country.trim().toUpperCase()) {
    case 'AU':
    case 'NZ':
      return /^\d{4}$/.test(value) ? { valid: true, postcode: value } : { valid: false };
    case 'US': {
      const match = /^(\d{5})(?:[-\s]?(\d{4}))?$/.exec(value);
      if (!match) return { valid: false };
      return { valid: true, postcode: match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? value) };
    }
    case 'CA': {
      // No D, F, I, O, Q or U anywhere; no W or Z first (Canada Post's rules).
      const match = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s*(\d[ABCEGHJ-NPRSTV-Z]\d)$/.exec(value);
      return match ? { valid: true, postcode: `${match[1]} ${match[2]}` } : { valid: false };
    }
    case 'GB': {
      const match = UK_POSTCODE.exec(value);
      return match ? { valid: true, postcode: `${match[1]} ${match[2]}` } : { valid: false };
    }
    default:
      return value ? { valid: true, postcode: postcode.trim() } : { valid: false };
  }
}
