// What a shopper types into the search box, turned into a PostgreSQL text-search query (decision record 41):
// every word must match (AND), and each word matches itself, its synonyms and, when the catalogue does not
// know it, the catalogue's words closest to it by trigram similarity (a typo). Plurals are the English
// stemmer's: `to_tsquery('english', …)` stems every alternative as `to_tsvector('english', …)` stemmed the
// cards' text.

/**
 * Words that mean the same to a shopper: a word finds the cards of every word of its groups ('grandparent',
 * in both grandparents' groups, finds either).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['grandma', 'grandmother', 'nan', 'nana', 'nanna', 'gran', 'granny', 'grandparent'],
  ['grandpa', 'grandfather', 'grandad', 'granddad', 'pop', 'poppa', 'grandparent'],
  ['mum', 'mom', 'mother', 'mummy', 'mommy', 'mam', 'ma'],
  ['dad', 'father', 'daddy', 'papa', 'pa'],
  ['kid', 'child', 'children', 'kids'],
  ['baby', 'newborn', 'bub'],
  ['partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'fiance', 'fiancee'],
  ['friend', 'mate', 'bestie', 'pal', 'buddy'],
  ['colleague', 'coworker', 'workmate'],
  ['xmas', 'christmas'],
  ['bday', 'birthday'],
  ['congrats', 'congratulations'],
  ['thanks', 'thank'],
  ['love', 'valentine'],
  ['sympathy', 'condolence', 'sorry'],
  ['colour', 'color'],
];

/** At most this many words of a query are searched; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;
/** Words shorter than this are never corrected: too few trigrams to tell a typo from another word. */
export const TYPO_MIN_LENGTH = 4;

// A word finds the words of every group it belongs to.
const synonymIndex = new Map<string, string[]>();
for (const group of SEARCH_SYNONYMS) {
  for (const word of group)
    synonymIndex.set(word, [...new Set([...(synonymIndex.get(word) ?? []), ...group])]);
}

/** The words of a query: lower case, letters and digits only (apostrophes dropped), at most eight. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_MAX_WORDS);
}

/** A word's singular guesses, for the synonym list (the stemmer handles plurals of the cards' text). */
export function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es') && word.length > 3) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && word.length > 2) forms.push(word.slice(0, -1));
  return forms;
}

/** The word and its synonyms (of the word or of its singular). */
export function synonymsOf(word: string): string[] {
  const found = singulars(word).flatMap((form) => synonymIndex.get(form) ?? []);
  return [...new Set([word, ...found])];
}

/** Whether a word may be corrected as a typo: long enough, and letters only (a number is never a typo). */
export function mayBeTypo(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(word);
}

/**
 * The `to_tsquery` text of a search: one group of alternatives a word, `&` between groups. Every
 * alternative is letters and digits only, so the text cannot carry the query language's operators.
 */
export function toTsQueryText(groups: string[][]): string {
  return groups
    .map((alternatives) => [...new Set(alternatives)].filter((term) => /^[\p{L}\p{N}]+$/u.test(term)))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => `(${alternatives.join(' | ')})`)
    .join(' & ');
}
