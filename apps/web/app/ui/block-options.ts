// Block options (a radio list of blocks: the delivery methods of a card or a blank purchase): when the
// options change and the selected one is no longer offered, it is parked and another selected; when it
// is offered again, it comes back. A choice the shopper makes clears what was parked.

export interface BlockChoice {
  selected: string | null;
  /** The shopper's earlier choice, waiting for its option to be offered again. */
  parked: string | null;
}

export const NO_CHOICE: BlockChoice = { selected: null, parked: null };

/** The choice after the options changed to `available`; `fallback` picks when the selected one is gone. */
export function followOptions(
  choice: BlockChoice,
  available: readonly string[],
  fallback: (available: readonly string[]) => string | null,
): BlockChoice {
  if (choice.parked && available.includes(choice.parked)) return { selected: choice.parked, parked: null };
  if (choice.selected && available.includes(choice.selected)) return choice;
  return {
    selected: fallback(available),
    // The first choice that went away is the one kept: a fallback that goes away too is no choice.
    parked: choice.parked ?? choice.selected,
  };
}

/** The shopper chose `value`. */
export function chooseOption(value: string): BlockChoice {
  return { selected: value, parked: null };
}
