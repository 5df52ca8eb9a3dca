import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { countries } from '~/db/schema'
import { type CountryDocument, countryDocumentSchema } from './country-schema'
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

/** SPEC.md "Get document countries/{id}": the guide, or null when there is none. */
export async function getCountry(db: Pick<Database, 'select'>, id: string): Promise<CountryDocument | null> {
	const rows = await db.select({ document: countries.document }).from(countries).where(eq(countries.id, id)).limit(1)
	const row = rows[0]
	return row ? parseDocument(id, row.document) : null
}

export type CountrySummary = { id: string; name: string; reviewedAt: string | null }

/** Every stored guide, by id, with just what the overview page shows. */
export async function listCountries(db: Database): Promise<CountrySummary[]> {
	const rows = await db
		.select({
			id: countries.id,
			name: sql<string>`${countries.document}->>'name'`,
			reviewedAt: sql<string | null>`${countries.document}->>'reviewedAt'`,
		})
		.from(countries)
		.orderBy(asc(countries.id))
	return rows
}

/** Writes a guide after checking it against the schema; an invalid document is refused. */
export async function upsertCountry(db: Database, document: unknown): Promise<CountryDocument> {
	const id = typeof document === 'object' && document && 'id' in document ? String(document.id) : '(no id)'
	const valid = parseDocument(id, document)
	await db
		.insert(countries)
		.values({ id: valid.id, document: valid })
		.onConflictDoUpdate({ target: countries.id, set: { document: valid, updatedAt: new Date() } })
	return valid
}

/** Inserts the seed guides that are missing; staff edits are never overwritten. */
export async function seedCountries(db: Database, seeds: readonly unknown[] = countrySeeds): Promise<{ inserted: number }> {
	const documents = seeds.map((seed, index) => parseDocument(String((seed as { id?: unknown }).id ?? `#${index}`), seed))
	if (documents.length === 0) return { inserted: 0 }
	const inserted = await db
		.insert(countries)
		.values(documents.map((document) => ({ id: document.id, document })))
		.onConflictDoNothing({ target: countries.id })
		.returning({ id: countries.id })
	return { inserted: inserted.length }
}
