import { createContext, useContext } from 'react'

// The CSP nonce is known only on the server; in the browser it is an empty string.
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce() {
	return useContext(NonceContext)
}
