import { and, asc, desc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { type ContentAction, contentAudit, exchangeRates, factRevisions, facts } from '~/db/schema'
import type { Seeder } from '~/db/seed.server'
import { seedFingerprint } from '~/db/seed-fingerprint.server'
import { diffDocuments } from '~/features/studio/content-diff'
import { CONTENT_CHANNEL, contentChanged, type Editor, type RevisionView } from '~/features/studio/content-store.server'
import type { FieldSpec } from '~/features/studio/content-types'
import { formatDate } from '~/features/i18n/formats'
import type { Locale } from '~/features/i18n/locales'
import { formatMoney, formatRupeeEstimate } from '~/lib/money'
import { type ExchangeRatesForm, type FactForm, type FactRecord, type FactSeed, factValueSchema, figureText, parseFigure } from './fact-schema'
import { factSeeds } from './fact-seeds'
import type { FactView, FactViews } from './fact-text'

/*
 * The guides' facts and the exchange rates (docs/decisions/019-guide-facts.md): each figure stored
 * once; guide text names it by a token; an edit raises the row's version, writes the content
 * audit log and tells every process (NOTIFY content_changed) to drop its rendered pages.
 */

function toRecord(row: typeof facts.$inferSelect): FactRecord {
	const value = factValueSchema.safeParse(row.value)
	return {
		countryId: row.countryId,
		key: row.key,
		label: row.label,
		value: value.success ? value.data : null,
		currency: row.currency,
		unit: row.unit,
		asOf: row.asOf,
		sourceName: row.sourceName,
		sourceUrl: row.sourceUrl,
		checkedOn: row.checkedOn,
		status: row.status,
		note: row.note,
		version: row.version,
		updatedByName: row.updatedByName,
		updatedAt: row.updatedAt.toISOString(),
	}
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const plainNumber = new Intl.NumberFormat('en-GB')

/** "Nov 2025", "ਨਵੰਬਰ 2025", "नवंबर 2025": the as-of note's date (the whole month's name where the short one is unclear). */
export function asOfLabel(isoDate: string, locale: Locale = 'en') {
	return locale === 'en' ? monthYear.format(new Date(`${isoDate}T00:00:00Z`)) : formatDate(isoDate, locale, { month: 'long', year: 'numeric' })
}

/** "20 Nov 2026", "20 ਨਵੰਬਰ 2026": the date of an exchange rate. */
export function rateDateLabel(isoDate: string, locale: Locale) {
	return locale === 'en' ? dayMonthYear.format(new Date(`${isoDate}T00:00:00Z`)) : formatDate(isoDate, locale)
}

function amount(value: number, currency: string | null) {
	return currency ? formatMoney(value, currency) : plainNumber.format(value)
}

/** The figure as the guide shows it: £1,529, £15,000 – £38,000, a phrase; null while unconfirmed or missing. */
export function factFigure(fact: Pick<FactRecord, 'value' | 'currency' | 'status'>): string | null {
	const { value, currency } = fact
	if (fact.status === 'unconfirmed' || value === null) return null
	if (typeof value === 'number') return amount(value, currency)
	if (typeof value === 'object') return `${amount(value.min, currency)} – ${amount(value.max, currency)}`
	return value
}

export type ExchangeRate = {
	currency: string
	rate: number | null
	rateDate: string | null
	sourceName: string
	sourceUrl: string
	version: number
	updatedByName: string | null
}

function rupeesOf(fact: FactRecord, rates: ReadonlyMap<string, ExchangeRate>, locale: Locale): FactView['rupees'] {
	if (!fact.currency || fact.currency === 'INR' || fact.status === 'unconfirmed') return null
	const rate = rates.get(fact.currency)
	if (!rate?.rate || !rate.rateDate) return null
	const { value } = fact
	const estimate =
		typeof value === 'number'
			? formatRupeeEstimate(value * rate.rate, locale)
			: value && typeof value === 'object'
				? `${formatRupeeEstimate(value.min * rate.rate, locale)} – ${formatRupeeEstimate(value.max * rate.rate, locale)}`
				: null
	return estimate ? { estimate, rateDate: rate.rateDate, rateDateLabel: rateDateLabel(rate.rateDate, locale), sourceName: rate.sourceName } : null
}

/** A money figure with no stored rate for its currency: where the reader checks the current rate instead. */
function rateSourceOf(fact: FactRecord, rates: ReadonlyMap<string, ExchangeRate>): FactView['rateSource'] {
	if (!fact.currency || fact.currency === 'INR' || fact.status === 'unconfirmed' || typeof fact.value === 'string' || fact.value === null) return undefined
	const rate = rates.get(fact.currency)
	if (!rate || (rate.rate && rate.rateDate)) return undefined
	return { name: rate.sourceName, url: rate.sourceUrl }
}

/** A fact as a page shows it, its dates and rupee estimate in the page's language. */
export function factView(fact: FactRecord, rates: ReadonlyMap<string, ExchangeRate>, locale: Locale = 'en'): FactView {
	const rateSource = rateSourceOf(fact, rates)
	return {
		key: fact.key,
		label: fact.label,
		figure: factFigure(fact),
		rupees: rupeesOf(fact, rates, locale),
		...(rateSource ? { rateSource } : {}),
		asOf: fact.asOf,
		asOfLabel: asOfLabel(fact.asOf, locale),
		sourceName: fact.sourceName,
		sourceUrl: fact.sourceUrl,
	}
}

/** Every fact of one guide as its page shows them, keyed by the token's key. Read per render: one indexed query. */
export async function factViewsFor(db: Pick<Database, 'select'>, countryId: string, locale: Locale = 'en'): Promise<FactViews> {
	const [rows, rates] = await Promise.all([db.select().from(facts).where(eq(facts.countryId, countryId)), listExchangeRates(db)])
	const byCurrency = new Map(rates.map((rate) => [rate.currency, rate]))
	return Object.fromEntries(rows.map((row) => [row.key, factView(toRecord(row), byCurrency, locale)]))
}

/** The studio's list of a guide's facts, by key; `q` searches the key, label, figure and source. */
export async function listFacts(db: Pick<Database, 'select'>, countryId: string, q?: string): Promise<FactRecord[]> {
	const rows = await db.select().from(facts).where(eq(facts.countryId, countryId)).orderBy(asc(facts.key))
	const needle = q?.trim().toLowerCase()
	return rows
		.map(toRecord)
		.filter((fact) => !needle || [fact.key, fact.label, JSON.stringify(fact.value), fact.sourceName].some((field) => field.toLowerCase().includes(needle)))
}

export async function getFact(db: Pick<Database, 'select'>, countryId: string, key: string): Promise<FactRecord | undefined> {
	const [row] = await db.select().from(facts).where(and(eq(facts.countryId, countryId), eq(facts.key, key)))
	return row ? toRecord(row) : undefined
}

/** How many facts each guide has, and how many are unconfirmed: the studio's facts overview. */
export async function countFactsByCountry(db: Pick<Database, 'select'>) {
	return db
		.select({
			countryId: facts.countryId,
			total: sql<number>`count(*)::int`,
			unconfirmed: sql<number>`(count(*) filter (where ${facts.status} = 'unconfirmed'))::int`,
		})
		.from(facts)
		.groupBy(facts.countryId)
		.orderBy(asc(facts.countryId))
}

/** The ISO date `months` calendar months before `today` (the 31st falls back to the month's last day). */
function monthsBefore(today: Date, months: number) {
	const day = today.getUTCDate()
	const cutoff = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1))
	const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
	cutoff.setUTCDate(Math.min(day, lastDay))
	return cutoff.toISOString().slice(0, 10)
}

/** Facts last checked `olderThanMonths` months ago or earlier, the oldest check first: the review list. */
export async function listFactsDueForCheck(db: Pick<Database, 'select'>, { olderThanMonths, today = new Date() }: { olderThanMonths: number; today?: Date }): Promise<FactRecord[]> {
	const rows = await db
		.select()
		.from(facts)
		.where(lte(facts.checkedOn, monthsBefore(today, olderThanMonths)))
		.orderBy(asc(facts.checkedOn), asc(facts.countryId), asc(facts.key))
	return rows.map(toRecord)
}

export type FactWriteOutcome = { ok: true; version: number } | { ok: false; reason: 'missing' | 'stale' | 'unknown-revision' }

/** Tells every process (this one included, at commit) that what guides show has changed. */
async function notifyGuidesChanged(tx: Pick<Database, 'execute'>) {
	await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'facts')`)
}

/** What an edit stores of a fact, and what a revision keeps of it. */
type FactFields = Pick<typeof facts.$inferInsert, 'label' | 'value' | 'currency' | 'unit' | 'asOf' | 'sourceName' | 'sourceUrl' | 'checkedOn' | 'status' | 'note'>

const fieldsOf = (row: FactFields): FactFields => ({
	label: row.label,
	value: row.value ?? null,
	currency: row.currency ?? null,
	unit: row.unit ?? null,
	asOf: row.asOf,
	sourceName: row.sourceName,
	sourceUrl: row.sourceUrl,
	checkedOn: row.checkedOn,
	status: row.status,
	note: row.note ?? null,
})

/**
 * One write to a fact, only from the version the editor opened: the row is updated where its
 * version still matches, so of two edits of one version the second is refused. The edit takes the
 * fact out of the seed's hands and is kept as a revision (who, when, what), like a studio publish.
 */
async function writeFact(
	db: Database,
	countryId: string,
	key: string,
	expectedVersion: number,
	editor: Editor,
	action: ContentAction,
	fields: (tx: Transaction) => Promise<FactFields | 'unknown-revision'>,
): Promise<FactWriteOutcome> {
	const outcome = await db.transaction(async (tx): Promise<FactWriteOutcome> => {
		const values = await fields(tx)
		if (values === 'unknown-revision') return { ok: false, reason: values }
		const [updated] = await tx
			.update(facts)
			.set({ ...values, version: sql`${facts.version} + 1`, seedHash: null, updatedById: editor.id, updatedByName: editor.name, updatedAt: sql`now()` })
			.where(and(eq(facts.countryId, countryId), eq(facts.key, key), eq(facts.version, expectedVersion)))
			.returning()
		if (!updated) {
			const [exists] = await tx.select({ key: facts.key }).from(facts).where(and(eq(facts.countryId, countryId), eq(facts.key, key)))
			return { ok: false, reason: exists ? 'stale' : 'missing' }
		}
		await tx.insert(factRevisions).values({ countryId, key, document: fieldsOf(updated), publishedById: editor.id, publishedByName: editor.name })
		await tx.insert(contentAudit).values({ type: 'fact', key: `${countryId}/${key}`, action, userId: editor.id, userName: editor.name })
		await notifyGuidesChanged(tx)
		return { ok: true, version: updated.version }
	})
	if (outcome.ok) contentChanged(db)
	return outcome
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** An editor's change to one fact (the studio's fact editor): live at once. */
export async function updateFact(db: Database, countryId: string, key: string, form: FactForm, editor: Editor): Promise<FactWriteOutcome> {
	return writeFact(db, countryId, key, form.version, editor, 'publish', async () => ({
		label: form.label,
		value: parseFigure(form.figure),
		currency: form.currency ?? null,
		unit: form.unit || null,
		asOf: form.asOf,
		sourceName: form.sourceName,
		sourceUrl: form.sourceUrl,
		checkedOn: form.checkedOn,
		status: form.status,
		note: form.note || null,
	}))
}

/**
 * Restore: an earlier revision's figure, dates and source become the fact again, as a new version
 * with its own revision. A fact has no draft (decision 019): what is restored is live at once.
 */
export async function restoreFactRevision(db: Database, countryId: string, key: string, expectedVersion: number, revisionId: string, editor: Editor): Promise<FactWriteOutcome> {
	return writeFact(db, countryId, key, expectedVersion, editor, 'restore', async (tx) => {
		// Read in the transaction: PGlite has one connection, which the transaction holds.
		const [revision] = await tx
			.select({ document: factRevisions.document })
			.from(factRevisions)
			.where(and(eq(factRevisions.id, revisionId), eq(factRevisions.countryId, countryId), eq(factRevisions.key, key)))
		return revision ? fieldsOf(revision.document as FactFields) : 'unknown-revision'
	})
}

/** The fact editor's fields, in its order and with its labels, for the revisions' "what changed". */
const factFieldSpecs: FieldSpec[] = [
	{ name: 'label', label: 'What the figure is', kind: 'text' },
	{ name: 'figure', label: 'Figure', kind: 'text' },
	{ name: 'currency', label: 'Currency', kind: 'text' },
	{ name: 'unit', label: 'Per', kind: 'text' },
	{ name: 'asOf', label: 'As of', kind: 'date' },
	{ name: 'sourceName', label: 'Official source', kind: 'text' },
	{ name: 'sourceUrl', label: 'Source address', kind: 'text' },
	{ name: 'checkedOn', label: 'Checked on', kind: 'date' },
	{ name: 'status', label: 'Status', kind: 'text' },
	{ name: 'note', label: 'Note for reviewers', kind: 'textarea' },
]

/** A revision as the editor reads it: the figure as typed in the form ("15000 – 38000"), not stored JSON. */
function readable(document: unknown) {
	const fields = document as FactFields
	const value = factValueSchema.safeParse(fields.value)
	return { ...fields, figure: figureText(value.success ? value.data : null) }
}

/** A fact's revisions, newest first, each with what it changed from the one before: the studio's revision list. */
export async function listFactRevisions(db: Pick<Database, 'select'>, countryId: string, key: string): Promise<RevisionView[]> {
	const rows = await db
		.select()
		.from(factRevisions)
		.where(and(eq(factRevisions.countryId, countryId), eq(factRevisions.key, key)))
		.orderBy(desc(factRevisions.createdAt), desc(factRevisions.id))
	return rows.map((row, index) => ({
		id: row.id,
		publishedByName: row.publishedByName,
		createdAt: row.createdAt.toISOString(),
		changes: diffDocuments(factFieldSpecs, rows[index + 1] ? readable(rows[index + 1]!.document) : null, readable(row.document)),
	}))
}

export async function listExchangeRates(db: Pick<Database, 'select'>): Promise<ExchangeRate[]> {
	const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency))
	return rows.map((row) => ({
		currency: row.currency,
		rate: row.rate,
		rateDate: row.rateDate,
		sourceName: row.sourceName,
		sourceUrl: row.sourceUrl,
		version: row.version,
		updatedByName: row.updatedByName,
	}))
}

/** The exchange-rate table's save: every row from the version the editor opened, or none at all. */
export async function saveExchangeRates(db: Database, form: ExchangeRatesForm, editor: Editor): Promise<{ ok: true } | { ok: false; reason: 'stale' }> {
	const outcome = await db.transaction(async (tx) => {
		for (const row of form.rates) {
			const [updated] = await tx
				.update(exchangeRates)
				.set({
					rate: row.rate ?? null,
					rateDate: row.rate === undefined ? null : (row.rateDate ?? null),
					sourceName: row.sourceName,
					sourceUrl: row.sourceUrl,
					version: sql`${exchangeRates.version} + 1`,
					seedHash: null,
					updatedById: editor.id,
					updatedByName: editor.name,
					updatedAt: sql`now()`,
				})
				.where(and(eq(exchangeRates.currency, row.currency), eq(exchangeRates.version, row.version)))
				.returning({ currency: exchangeRates.currency })
			// Throwing rolls back the rows already written: the table is saved whole or not at all.
			if (!updated) throw new StaleExchangeRates()
		}
		await tx.insert(contentAudit).values({ type: 'exchange-rates', key: form.rates.map((row) => row.currency).join(','), action: 'publish', userId: editor.id, userName: editor.name })
		await notifyGuidesChanged(tx)
		return { ok: true } as const
	}).catch((error: unknown) => {
		if (error instanceof StaleExchangeRates) return { ok: false, reason: 'stale' } as const
		throw error
	})
	if (outcome.ok) contentChanged(db)
	return outcome
}

class StaleExchangeRates extends Error {}

/**
 * Where each currency's rate is published. No rate ships: none could be confirmed from an official
 * page at the re-check (docs/content-review.md), so the guides show rupee amounts only once an
 * editor records a rate with its date. FBIL publishes the reference rates for the dollar, euro and
 * pound; the customs notifications of CBIC cover the other currencies.
 */
const FBIL = { sourceName: 'FBIL reference rates', sourceUrl: 'https://www.fbil.org.in/' }
const CBIC = { sourceName: 'CBIC customs exchange rates', sourceUrl: 'https://www.cbic.gov.in/' }
export const exchangeRateSeeds: { currency: string; sourceName: string; sourceUrl: string }[] = [
	{ currency: 'AED', ...CBIC },
	{ currency: 'AUD', ...CBIC },
	{ currency: 'CAD', ...CBIC },
	{ currency: 'DKK', ...CBIC },
	{ currency: 'EUR', ...FBIL },
	{ currency: 'GBP', ...FBIL },
	{ currency: 'NZD', ...CBIC },
	{ currency: 'PLN', ...CBIC },
	{ currency: 'SEK', ...CBIC },
	{ currency: 'USD', ...FBIL },
]

type SeedRow<Row> = { id: string; row: Row; fingerprint: string }

/**
 * The seed_hash rule of every seeded table: insert what is missing; replace a row written from an
 * older seed (its fingerprint differs, and still matches at the update, so an edit made meanwhile
 * wins); never touch a row an editor has changed (fingerprint null).
 */
async function applySeed<Row>(
	seeds: SeedRow<Row>[],
	stored: { id: string; seedHash: string | null }[],
	insert: (rows: SeedRow<Row>[]) => Promise<number>,
	replace: (seed: SeedRow<Row>, oldHash: string) => Promise<number>,
) {
	const storedById = new Map(stored.map((row) => [row.id, row.seedHash]))
	const missing = seeds.filter((seed) => !storedById.has(seed.id))
	let changed = missing.length > 0 ? await insert(missing) : 0
	for (const seed of seeds) {
		const oldHash = storedById.get(seed.id)
		if (oldHash === undefined || oldHash === null || oldHash === seed.fingerprint) continue
		changed += await replace(seed, oldHash)
	}
	return changed
}

function factRow(countryId: string, seed: FactSeed) {
	return {
		countryId,
		key: seed.key,
		label: seed.label,
		value: seed.value,
		currency: seed.currency ?? null,
		unit: seed.unit ?? null,
		asOf: seed.asOf,
		sourceName: seed.source.name,
		sourceUrl: seed.source.url,
		checkedOn: seed.checkedOn,
		status: seed.status,
		note: seed.note ?? null,
	}
}

export async function seedFacts(db: Database, shipped = factSeeds, rateSeeds = exchangeRateSeeds) {
	const seeds = shipped.flatMap(({ countryId, facts: records }) =>
		records.map((record) => {
			const row = factRow(countryId, record)
			return { id: `${countryId}/${record.key}`, row, fingerprint: seedFingerprint(row) }
		}),
	)
	const stored = await db.select({ countryId: facts.countryId, key: facts.key, seedHash: facts.seedHash }).from(facts)
	let changed = await applySeed(
		seeds,
		stored.map((row) => ({ id: `${row.countryId}/${row.key}`, seedHash: row.seedHash })),
		async (rows) => {
			const added = await db
				.insert(facts)
				.values(rows.map((seed) => ({ ...seed.row, seedHash: seed.fingerprint })))
				.onConflictDoNothing()
				.returning({ key: facts.key })
			return added.length
		},
		async (seed, oldHash) => {
			const updated = await db
				.update(facts)
				.set({ ...seed.row, seedHash: seed.fingerprint, version: sql`${facts.version} + 1`, updatedAt: sql`now()` })
				.where(and(eq(facts.countryId, seed.row.countryId), eq(facts.key, seed.row.key), eq(facts.seedHash, oldHash)))
				.returning({ key: facts.key })
			return updated.length
		},
	)
	const rateRows = rateSeeds.map((row) => ({ id: row.currency, row, fingerprint: seedFingerprint(row) }))
	const storedRates = await db.select({ id: exchangeRates.currency, seedHash: exchangeRates.seedHash }).from(exchangeRates)
	changed += await applySeed(
		rateRows,
		storedRates,
		async (rows) => {
			const added = await db
				.insert(exchangeRates)
				.values(rows.map((seed) => ({ ...seed.row, seedHash: seed.fingerprint })))
				.onConflictDoNothing()
				.returning({ currency: exchangeRates.currency })
			return added.length
		},
		async (seed, oldHash) => {
			const updated = await db
				.update(exchangeRates)
				.set({ ...seed.row, seedHash: seed.fingerprint, version: sql`${exchangeRates.version} + 1`, updatedAt: sql`now()` })
				.where(and(eq(exchangeRates.currency, seed.row.currency), eq(exchangeRates.seedHash, oldHash)))
				.returning({ currency: exchangeRates.currency })
			return updated.length
		},
	)
	if (changed > 0) contentChanged(db)
	return { changed }
}

export const factSeeder: Seeder = {
	name: 'facts',
	async run(db) {
		await seedFacts(db)
	},
}
