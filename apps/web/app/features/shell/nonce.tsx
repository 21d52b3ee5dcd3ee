import { createContext, useContext } from 'react';

// The Content-Security-Policy nonce of the server response, for React Router's own inline scripts. In the
// browser it is empty: the scripts have already run, and browsers hide the attribute's value anyway.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
