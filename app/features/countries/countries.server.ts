import type { Database } from '~/db/client.server'
import { listPublished } from '~/features/studio/content-store.server'
import { GUIDE_TYPE } from '~/features/studio/content-types'
import { countryDocumentSchema } from './country-schema'
import type { CountryDocument } from './country-guide'

/*
 * The guides are entries of the content studio's store (type 'country-guide', key = the guide's
 * id; docs/decisions/004 and 013): edited, previewed and published there, read here from the
 * published documents, which the store caches per process and drops on every publish.
 */

/** Thrown when a stored document does not match the schema. */
export class InvalidCountryDocumentError extends Error {
	constructor(
		readonly id: string,
		readonly issues: string[],
	) {
		super(`Country document "${id}" is invalid: ${issues.join('; ')}`)
		this.name = 'InvalidCountryDocumentError'
	}
}

/**
 * Each published document checked once: the store hands out the same objects until a change drops
 * its cache, so a guide is parsed again only after it changed.
 */
const parsed = new WeakMap<object, CountryDocument | InvalidCountryDocumentError>()

function parseDocument(id: string, document: unknown): CountryDocument | InvalidCountryDocumentError {
	const known = document && typeof document === 'object' ? parsed.get(document) : undefined
	if (known) return known
	const result = countryDocumentSchema.safeParse(document)
	const guide = result.success
		? result.data
		: new InvalidCountryDocumentError(
				id,
				result.error.issues.map((issue) => `${issue.path.join('.') || '(document)'} ${issue.message}`),
			)
	if (document && typeof document === 'object') parsed.set(document, guide)
	return guide
}

/** Every published guide, by id; a stored guide that fails the schema is kept as its error, so only that guide's page fails. */
async function publishedGuides(db: Database) {
	const entries = await listPublished(db, GUIDE_TYPE)
	return new Map(entries.map((entry) => [entry.key, parseDocument(entry.key, entry.document)]))
}

/** SPEC.md "Get document countries/{id}": the guide, or null when there is none. */
export async function getCountry(db: Database, id: string): Promise<CountryDocument | null> {
	const guide = (await publishedGuides(db)).get(id)
	if (guide instanceof InvalidCountryDocumentError) throw guide
	return guide ?? null
}

export type CountrySummary = { id: string; name: string }

/** Every published guide, by id, with just what the overview page shows. */
export async function listCountries(db: Database): Promise<CountrySummary[]> {
	return [...(await publishedGuides(db)).values()]
		.filter((guide): guide is CountryDocument => !(guide instanceof InvalidCountryDocumentError))
		.map((guide) => ({ id: guide.id, name: guide.name }))
		.sort((a, b) => a.id.localeCompare(b.id))
}
