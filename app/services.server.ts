import type { Logger } from 'pino'
import type { ServerConfig } from './config/env.server'
import type { Database } from './db/client.server'
import type { Accounts } from './features/accounts/accounts.server'
import type { IslandStore } from './lib/islands.server'
import type { SignedInAnswer } from './lib/signed-in-pages.server'

/** What the server hands every loader and action through React Router's load context. */
export type AppServices = {
	config: ServerConfig
	db: Database
	logger: Logger
	accounts: Accounts
}

declare module 'react-router' {
	interface AppLoadContext {
		/** The per-request CSP nonce for inline and module scripts. */
		nonce: string
		requestId: string
		/**
		 * The client's address for rate limits (from X-Forwarded-For only when TRUST_PROXY is on and
		 * the peer is a TRUSTED_PROXIES address): an IPv4 address, or an IPv6 client's /64.
		 */
		clientIp: string
		services: AppServices
		/** A document request's content kept for the render's islands (lib/islands.server.ts); absent for data requests. */
		islands?: IslandStore
		/** Makes this answer's policy name `nonce` instead of the request's: a stored page keeps its render's (decision 024). */
		sendWithNonce?: (nonce: string) => void
		/** Keeps a student's signed-in page to answer this same request again before the routes run (decision 025). */
		keepSignedInPage?: (answer: SignedInAnswer) => void
	}
}
