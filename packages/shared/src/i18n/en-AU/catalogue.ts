// Card listings, card pages and the purchase-options modal.
export const CATALOGUE: Record<string, string> = {
  'catalogue.cards.suffix': 'Cards',
  'catalogue.listing.no-results': 'No cards match your search. Try fewer filters.',
  'catalogue.listing.load-more': 'Load more',
  'catalogue.card.colour': 'Colour',
};
