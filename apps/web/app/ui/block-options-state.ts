/** The chosen option, and one that was chosen but became unavailable and waits to come back. */
export interface BlockOptionsState {
  selected: string | null;
  parked: string | null;
}

export type BlockOptionsAction =
  | { type: 'select'; value: string | null }
  | { type: 'availability'; available: readonly string[] };

/**
 * Selection with parking: when the selected option becomes unavailable it is parked (nothing is selected);
 * when it is available again and nothing else was chosen meanwhile, it is selected again. Choosing an
 * option forgets the parked one.
 */
export function blockOptionsReducer(state: BlockOptionsState, action: BlockOptionsAction): BlockOptionsState {
  if (action.type === 'select') return { selected: action.value, parked: null };
  const { selected, parked } = state;
  if (selected !== null && !action.available.includes(selected)) return { selected: null, parked: selected };
  if (selected === null && parked !== null && action.available.includes(parked)) {
    return { selected: parked, parked: null };
  }
  return state;
}

export interface OptionError {
  /** Where the message comes from: only 'client' messages are shown beside the options. */
  type: string;
  message: string;
}

/** The messages the option list shows: the client-type ones. */
export function clientErrors(errors: readonly OptionError[] | undefined): OptionError[] {
  return (errors ?? []).filter((error) => error.type === 'client');
}
