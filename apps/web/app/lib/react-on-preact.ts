// The shop's React components run on Preact's compatibility layer (decision record 15), on the server and
// in the browser: preact/compat is a tenth of React DOM's size. What the builds import as React comes from
// here: preact/compat, plus the one React 19 hook it does not have and React Router imports.
import { useCallback, useState } from 'preact/compat';

// @ts-expect-error preact/compat's types are written as React's (`export =`); the module has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's useOptimistic, without transitions: the optimistic value stands until the value passed in
 * changes. React Router calls it only for routers that opt into transitions, which the shop does not.
 */
export function useOptimistic<State, Action = State>(
  passthrough: State,
  reducer?: (current: State, action: Action) => State,
): [State, (action: Action) => void] {
  const [optimistic, setOptimistic] = useState<{ base: State; value: State } | null>(null);
  const value = optimistic && optimistic.base === passthrough ? optimistic.value : passthrough;
  const addOptimistic = useCallback(
    (action: Action) =>
      setOptimistic((current) => {
        const from = current && current.base === passthrough ? current.value : passthrough;
        return { base: passthrough, value: reducer ? reducer(from, action) : (action as unknown as State) };
      }),
    [passthrough, reducer],
  );
  return [value, addOptimistic];
}
