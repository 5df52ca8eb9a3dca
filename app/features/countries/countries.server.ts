import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { countries } from '~/db/schema'
import { seedFingerprint, staleSeededIds } from '~/db/seed-fingerprint.server'
import { CONTENT_CACHE_TTL_MS, cachedRead } from '~/lib/cached-read.server'
import { countryDocumentSchema } from './country-schema'
import type { CountryDocument } from './country-guide'
import { countrySeeds } from './seed'

/** Thrown when a stored or submitted document does not match the schema. */
export class InvalidCountryDocumentError extends Error {
	constructor(
		readonly id: string,
		readonly issues: string[],
	) {
		super(`Country document "${id}" is invalid: ${issues.join('; ')}`)
		this.name = 'InvalidCountryDocumentError'
	}
}

function parseDocument(id: string, document: unknown): CountryDocument {
	const parsed = countryDocumentSchema.safeParse(document)
	if (!parsed.success) {
		throw new InvalidCountryDocumentError(
			id,
			parsed.error.issues.map((issue) => `${issue.path.join('.') || '(document)'} ${issue.message}`),
		)
	}
	return parsed.data
}

/**
 * Every guide, checked once and kept in memory (16 documents): pages read from here. A stored
 * guide that fails the schema is kept as its error, so only that guide's page fails.
 */
const guides = cachedRead(
	async (db: Pick<Database, 'select'>) => {
		const rows = await db.select({ id: countries.id, document: countries.document }).from(countries).orderBy(asc(countries.id))
		return new Map(
			rows.map((row): [string, CountryDocument | InvalidCountryDocumentError] => {
				try {
					return [row.id, parseDocument(row.id, row.document)]
				} catch (error) {
					if (error instanceof InvalidCountryDocumentError) return [row.id, error]
					throw error
				}
			}),
		)
	},
	{ ttlMs: CONTENT_CACHE_TTL_MS },
)

/** SPEC.md "Get document countries/{id}": the guide, or null when there is none. */
export async function getCountry(db: Pick<Database, 'select'>, id: string): Promise<CountryDocument | null> {
	const guide = (await guides.get(db)).get(id)
	if (guide instanceof InvalidCountryDocumentError) throw guide
	return guide ?? null
}

export type CountrySummary = { id: string; name: string; reviewedAt: string | null }

/** Every stored guide, by id, with just what the overview page shows. */
export async function listCountries(db: Database): Promise<CountrySummary[]> {
	return [...(await guides.get(db)).values()]
		.filter((guide): guide is CountryDocument => !(guide instanceof InvalidCountryDocumentError))
		.map((guide) => ({ id: guide.id, name: guide.name, reviewedAt: guide.reviewedAt ?? null }))
}

/**
 * Writes a guide after checking it against the schema; an invalid document is refused. This is the
 * staff path: the guide is no longer the seed's, so later seeds leave it alone.
 */
export async function upsertCountry(db: Database, document: unknown): Promise<CountryDocument> {
	const id = typeof document === 'object' && document && 'id' in document ? String(document.id) : '(no id)'
	const valid = parseDocument(id, document)
	await db
		.insert(countries)
		.values({ id: valid.id, document: valid, seedHash: null })
		.onConflictDoUpdate({ target: countries.id, set: { document: valid, seedHash: null, updatedAt: new Date() } })
	guides.invalidate(db)
	return valid
}

/**
 * Inserts the seed guides that are missing, and replaces seeded guides whose seed has since
 * changed (a corrected fee reaches existing installs). Guides staff have edited stay as they are.
 */
export async function seedCountries(db: Database, seeds: readonly unknown[] = countrySeeds): Promise<{ inserted: number; refreshed: number }> {
	const documents = seeds.map((seed, index) => parseDocument(String((seed as { id?: unknown }).id ?? `#${index}`), seed))
	if (documents.length === 0) return { inserted: 0, refreshed: 0 }
	const fingerprints = new Map(documents.map((document) => [document.id, seedFingerprint(document)]))
	const inserted = await db
		.insert(countries)
		.values(documents.map((document) => ({ id: document.id, document, seedHash: fingerprints.get(document.id)! })))
		.onConflictDoNothing({ target: countries.id })
		.returning({ id: countries.id })
	const stored = await db.select({ id: countries.id, seedHash: countries.seedHash }).from(countries)
	let refreshed = 0
	for (const row of staleSeededIds(stored, fingerprints)) {
		const document = documents.find((candidate) => candidate.id === row.id)!
		// The fingerprint in the condition keeps an edit made meanwhile (seedHash null) from being overwritten.
		const updated = await db
			.update(countries)
			.set({ document, seedHash: fingerprints.get(row.id)!, updatedAt: new Date() })
			.where(and(eq(countries.id, row.id), eq(countries.seedHash, row.seedHash!)))
			.returning({ id: countries.id })
		refreshed += updated.length
	}
	if (inserted.length > 0 || refreshed > 0) guides.invalidate(db)
	return { inserted: inserted.length, refreshed }
}
