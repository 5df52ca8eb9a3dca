import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '~/db/client.server'
import { type ContentAction, contentAudit, contentEntries, contentRevisions, type ContentState } from '~/db/schema'
import type { Seeder } from '~/db/seed.server'
import { seedFingerprint } from '~/db/seed-fingerprint.server'
import { CONTENT_CACHE_TTL_MS, cachedRead } from '~/lib/cached-read.server'
import { renderedPages } from '~/lib/rendered-page-cache.server'
import { signedInPages } from '~/lib/signed-in-pages.server'
import { type FieldChange, diffDocuments } from './content-diff'
import { type ContentTypeName, contentTypeNames, contentTypes } from './content-types'
import { contentSeeds } from './content-seeds.server'
import { imagesChanged } from './images.server'
import { documentSchemas } from './studio-schema'

/*
 * The content store (docs/decisions/013-content-studio.md): one row per entry with its published
 * document, an editors' draft and a version number; a revision per publish; an audit row per
 * action. Public pages read the published documents through one cache per process, dropped on
 * every change by a NOTIFY that every process on the database LISTENs to.
 */

export const CONTENT_CHANNEL = 'content_changed'

export type Editor = { id: string; name: string }
export type Published = { key: string; document: unknown }

const publishedContent = cachedRead(
	async (db: Database) => {
		const rows = await db
			.select({ type: contentEntries.type, key: contentEntries.key, document: contentEntries.published })
			.from(contentEntries)
			.where(eq(contentEntries.state, 'published'))
		const byType = new Map<string, Published[]>()
		for (const row of rows) {
			const document = isContentType(row.type) ? withMissingFields(row.type, row.key, row.document) : row.document
			byType.set(row.type, [...(byType.get(row.type) ?? []), { key: row.key, document }])
		}
		return byType
	},
	// The NOTIFY makes changes show at once; the lifetime only bounds a notification lost with its connection.
	{ ttlMs: CONTENT_CACHE_TTL_MS },
)

/** The published entries of a type, as stored (each type's module turns them into what its pages show). */
export async function listPublished(db: Database, type: ContentTypeName): Promise<Published[]> {
	return (await publishedContent.get(db)).get(type) ?? []
}

/**
 * The published content as one value that stays the same object until the content is read again
 * (a change on any process, or the cache's lifetime): what is derived from it can be kept by it.
 */
export function publishedContentVersion(db: Database): Promise<object> {
	return publishedContent.get(db)
}

/** Drops this process's cached content, rendered pages and students' kept pages: they are read again on the next request. */
export function contentChanged(db: Database) {
	publishedContent.invalidate(db)
	imagesChanged(db)
	renderedPages.clear()
	signedInPages.clear()
}

/** Every process listens: a publish anywhere shows here within moments, not after the cache lifetime. */
export function listenForContentChanges(handle: Pick<DatabaseHandle, 'db' | 'listen'>) {
	return handle.listen(CONTENT_CHANNEL, () => contentChanged(handle.db))
}

/* ---- Documents stored before a field was added ---- */

const isContentType = (type: string): type is ContentTypeName => (contentTypeNames as readonly string[]).includes(type)

/** Each type's shipped documents by key, as the seed stores them (read once per process). */
const shippedDocuments = new Map<ContentTypeName, Map<string, Record<string, unknown>>>()

function shippedOf(type: ContentTypeName) {
	let documents = shippedDocuments.get(type)
	if (!documents) {
		documents = new Map(contentSeeds[type]().map((seed) => [seed.key, documentSchemas[type].parse(seed.document) as Record<string, unknown>]))
		shippedDocuments.set(type, documents)
	}
	return documents
}

/** The document the site ships for this entry (undefined for an entry an editor created). */
export function shippedDocument(type: ContentTypeName, key: string): unknown {
	return shippedOf(type).get(key)
}

/**
 * A stored document with every field its type has now: one saved before a field was added (the
 * About page's slides, an Education page's menu label) takes that field's shipped value, the
 * entry's own seed's; an entry editors created takes an empty text (the editor asks for it) or,
 * for an image, a number or a choice, the type's first seed's value.
 */
export function withMissingFields(type: ContentTypeName, key: string, document: unknown): unknown {
	if (document === null || typeof document !== 'object' || Array.isArray(document)) return document
	const shipped = shippedOf(type)
	const own = shipped.get(key)
	const template = own ?? shipped.values().next().value
	if (!template) return document
	const stored = document as Record<string, unknown>
	const missing = Object.keys(template).filter((field) => stored[field] === undefined)
	if (missing.length === 0) return document
	const localised = new Set(contentTypes[type].fields.flatMap((field) => (field.localised ? [field.name] : [])))
	const filled = Object.fromEntries(missing.map((field) => [field, own || !localised.has(field) ? template[field] : { en: '', pa: null, hi: null }]))
	return { ...stored, ...filled }
}

export type EntrySummary = { key: string; title: string; state: ContentState; hasDraft: boolean; updatedByName: string | null; updatedAt: string }

export function titleOf(type: ContentTypeName, document: unknown, key?: string): string {
	if (contentTypes[type].title) return contentTypes[type].title
	const keyTitle = key === undefined ? undefined : contentTypes[type].keyTitles?.[key]
	if (keyTitle) return keyTitle
	const value = (document as Record<string, unknown> | null)?.[contentTypes[type].titleField]
	if (value && typeof value === 'object') return String((value as { en?: unknown }).en ?? '')
	return typeof value === 'string' ? value : ''
}

/** The studio's list of a type: search by title or key, filter by state; most recently edited first. */
export async function listEntries(db: Database, type: ContentTypeName, filters: { q?: string; state?: ContentState } = {}): Promise<EntrySummary[]> {
	const rows = await db
		.select()
		.from(contentEntries)
		.where(and(eq(contentEntries.type, type), filters.state ? eq(contentEntries.state, filters.state) : undefined))
		.orderBy(desc(contentEntries.updatedAt), contentEntries.key)
	const needle = filters.q?.trim().toLowerCase()
	return rows
		.map((row) => ({
			key: row.key,
			title: titleOf(type, row.draft ?? row.published, row.key),
			state: row.state,
			hasDraft: row.draft !== null,
			updatedByName: row.updatedByName,
			updatedAt: row.updatedAt.toISOString(),
		}))
		.filter((entry) => !needle || entry.title.toLowerCase().includes(needle) || entry.key.includes(needle))
}

export type EntryDetail = {
	id: string
	type: ContentTypeName
	key: string
	state: ContentState
	version: number
	published: unknown
	draft: unknown
	updatedByName: string | null
	updatedAt: string
}

export async function getEntry(db: Database, type: ContentTypeName, key: string): Promise<EntryDetail | undefined> {
	const [row] = await db
		.select()
		.from(contentEntries)
		.where(and(eq(contentEntries.type, type), eq(contentEntries.key, key)))
	if (!row) return undefined
	return {
		id: row.id,
		type,
		key: row.key,
		state: row.state,
		version: row.version,
		published: withMissingFields(type, row.key, row.published),
		draft: withMissingFields(type, row.key, row.draft),
		updatedByName: row.updatedByName,
		updatedAt: row.updatedAt.toISOString(),
	}
}

export type WriteOutcome =
	| { ok: true; version: number }
	| { ok: false; reason: 'missing' | 'stale' | 'nothing' | 'invalid' | 'unknown-revision' }

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * One write to an entry, only from the version the editor started from: the row is updated where
 * its version still matches, so of two editors saving the same version, the second is refused.
 */
async function writeEntry(
	db: Database,
	type: ContentTypeName,
	key: string,
	expectedVersion: number,
	editor: Editor,
	action: ContentAction,
	change: (entry: typeof contentEntries.$inferSelect, tx: Transaction) => Partial<typeof contentEntries.$inferInsert> | 'nothing' | 'unknown-revision' | Promise<Partial<typeof contentEntries.$inferInsert> | 'nothing' | 'unknown-revision'>,
	after?: (tx: Transaction, entry: typeof contentEntries.$inferSelect) => Promise<void>,
): Promise<WriteOutcome> {
	const outcome = await db.transaction(async (tx): Promise<WriteOutcome> => {
		const [entry] = await tx
			.select()
			.from(contentEntries)
			.where(and(eq(contentEntries.type, type), eq(contentEntries.key, key)))
		if (!entry) return { ok: false, reason: 'missing' }
		if (entry.version !== expectedVersion) return { ok: false, reason: 'stale' }
		const values = await change(entry, tx)
		if (values === 'nothing' || values === 'unknown-revision') return { ok: false, reason: values }
		const [updated] = await tx
			.update(contentEntries)
			// An editor's touch takes the entry out of the seed's hands: later seeds never overwrite it.
			.set({ ...values, version: entry.version + 1, seedHash: null, updatedById: editor.id, updatedByName: editor.name, updatedAt: sql`now()` })
			.where(and(eq(contentEntries.id, entry.id), eq(contentEntries.version, expectedVersion)))
			.returning()
		if (!updated) return { ok: false, reason: 'stale' }
		await tx.insert(contentAudit).values({ entryId: entry.id, type, key, action, userId: editor.id, userName: editor.name })
		await after?.(tx, updated)
		return { ok: true, version: updated.version }
	})
	return outcome
}

function checked(type: ContentTypeName, document: unknown) {
	const parsed = documentSchemas[type].safeParse(document)
	return parsed.success ? parsed.data : undefined
}

/**
 * A new entry under a key of the editor's choosing: nothing in it yet and not on the site; the
 * editor writes it and saves or publishes it like any other. A key in use is refused.
 */
export async function createEntry(db: Database, type: ContentTypeName, key: string, editor: Editor): Promise<{ ok: true } | { ok: false; reason: 'taken' }> {
	return db.transaction(async (tx) => {
		const [created] = await tx
			.insert(contentEntries)
			.values({ type, key, published: null, draft: null, state: 'draft', seedHash: null, updatedById: editor.id, updatedByName: editor.name })
			.onConflictDoNothing({ target: [contentEntries.type, contentEntries.key] })
			.returning({ id: contentEntries.id })
		if (!created) return { ok: false, reason: 'taken' } as const
		await tx.insert(contentAudit).values({ entryId: created.id, type, key, action: 'create', userId: editor.id, userName: editor.name })
		return { ok: true } as const
	})
}

/** Save draft: visitors still see the published document. */
export async function saveDraft(db: Database, type: ContentTypeName, key: string, expectedVersion: number, document: unknown, editor: Editor) {
	const valid = checked(type, document)
	if (!valid) return { ok: false, reason: 'invalid' } satisfies WriteOutcome
	return writeEntry(db, type, key, expectedVersion, editor, 'save', () => ({ draft: valid }))
}

/** Tells every process (this one included) that published content changed; sent when the transaction commits. */
async function notifyChange(tx: Transaction, type: ContentTypeName) {
	await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${type})`)
}

/**
 * Publish: the given document (the editor's form), else the draft, else (an unpublished entry)
 * the last published one goes live, and is kept as a revision.
 */
export async function publishEntry(db: Database, type: ContentTypeName, key: string, expectedVersion: number, editor: Editor, document?: unknown) {
	let valid: unknown
	if (document !== undefined) {
		valid = checked(type, document)
		if (!valid) return { ok: false, reason: 'invalid' } satisfies WriteOutcome
	}
	const outcome = await writeEntry(
		db,
		type,
		key,
		expectedVersion,
		editor,
		'publish',
		(entry) => {
			const next = valid ?? entry.draft ?? (entry.state === 'unpublished' ? entry.published : null)
			if (next === null || next === undefined) return 'nothing'
			valid = next
			return { published: next, draft: null, state: 'published' }
		},
		async (tx, entry) => {
			await tx.insert(contentRevisions).values({ entryId: entry.id, document: valid as object, publishedById: editor.id, publishedByName: editor.name })
			await notifyChange(tx, type)
		},
	)
	if (outcome.ok) contentChanged(db)
	return outcome
}

/** Discard: the draft is dropped; the published document stays. */
export async function discardDraft(db: Database, type: ContentTypeName, key: string, expectedVersion: number, editor: Editor) {
	return writeEntry(db, type, key, expectedVersion, editor, 'discard', (entry) => (entry.draft === null ? 'nothing' : { draft: null }))
}

/** Unpublish: the entry leaves the site (lists, sitemap; its page answers 404); its documents are kept. */
export async function unpublishEntry(db: Database, type: ContentTypeName, key: string, expectedVersion: number, editor: Editor) {
	const outcome = await writeEntry(
		db,
		type,
		key,
		expectedVersion,
		editor,
		'unpublish',
		(entry) => (entry.state !== 'published' ? 'nothing' : { state: 'unpublished' }),
		(tx) => notifyChange(tx, type),
	)
	if (outcome.ok) contentChanged(db)
	return outcome
}

/** Restore: an earlier revision becomes the draft, to check and publish like any other. */
export async function restoreRevision(db: Database, type: ContentTypeName, key: string, expectedVersion: number, revisionId: string, editor: Editor) {
	// Read in the transaction: PGlite has one connection, which the transaction holds.
	return writeEntry(db, type, key, expectedVersion, editor, 'restore', async (entry, tx) => {
		const [revision] = await tx
			.select({ document: contentRevisions.document })
			.from(contentRevisions)
			.where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.entryId, entry.id)))
		return revision ? { draft: withMissingFields(type, key, revision.document) } : 'unknown-revision'
	})
}

export type RevisionView = { id: string; publishedByName: string; createdAt: string; changes: FieldChange[] }

/** An entry's revisions, newest first, each with what it changed from the one before. */
export async function listRevisions(db: Database, type: ContentTypeName, entryId: string): Promise<RevisionView[]> {
	const rows = await db
		.select()
		.from(contentRevisions)
		.where(eq(contentRevisions.entryId, entryId))
		.orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
	return rows.map((row, index) => ({
		id: row.id,
		publishedByName: row.publishedByName,
		createdAt: row.createdAt.toISOString(),
		changes: diffDocuments(contentTypes[type].fields, rows[index + 1]?.document ?? null, row.document),
	}))
}

/** What the draft changes from the published document (the editor shows it before Publish). */
export function draftChanges(entry: EntryDetail): FieldChange[] {
	return entry.draft === null ? [] : diffDocuments(contentTypes[entry.type].fields, entry.published, entry.draft)
}

export type AuditRow = { id: string; type: string; key: string; action: ContentAction; userName: string; createdAt: string }

/** The admins' audit log: every content action, newest first. */
export async function listAudit(db: Database, limit = 200): Promise<AuditRow[]> {
	const rows = await db.select().from(contentAudit).orderBy(desc(contentAudit.createdAt), desc(contentAudit.id)).limit(limit)
	return rows.map((row) => ({ id: row.id, type: row.type, key: row.key, action: row.action, userName: row.userName, createdAt: row.createdAt.toISOString() }))
}

/**
 * The shipped content: inserts entries that are missing and replaces those written from an older
 * seed (their fingerprint differs); an entry an editor has touched (fingerprint null) is never
 * overwritten. Every seed is checked by its type's schema first.
 */
export async function seedContent(db: Database, shipped: Partial<typeof contentSeeds> = contentSeeds) {
	let inserted = 0
	let refreshed = 0
	for (const type of contentTypeNames) {
		const seedsOf = shipped[type]
		if (!seedsOf) continue
		const seeds = seedsOf().map((seed) => ({ key: seed.key, document: documentSchemas[type].parse(seed.document) }))
		if (seeds.length === 0) continue
		const fingerprints = new Map(seeds.map((seed) => [seed.key, seedFingerprint(seed.document)]))
		const added = await db
			.insert(contentEntries)
			.values(seeds.map((seed) => ({ type, key: seed.key, published: seed.document, state: 'published' as const, seedHash: fingerprints.get(seed.key)! })))
			.onConflictDoNothing({ target: [contentEntries.type, contentEntries.key] })
			.returning({ key: contentEntries.key })
		inserted += added.length
		const stored = await db.select({ key: contentEntries.key, seedHash: contentEntries.seedHash }).from(contentEntries).where(eq(contentEntries.type, type))
		for (const row of stored) {
			const fingerprint = fingerprints.get(row.key)
			if (row.seedHash === null || fingerprint === undefined || fingerprint === row.seedHash) continue
			const seed = seeds.find((s) => s.key === row.key)!
			// The old fingerprint in the condition keeps an edit made meanwhile from being overwritten.
			const updated = await db
				.update(contentEntries)
				.set({ published: seed.document, seedHash: fingerprint, version: sql`${contentEntries.version} + 1`, updatedAt: sql`now()` })
				.where(and(eq(contentEntries.type, type), eq(contentEntries.key, row.key), eq(contentEntries.seedHash, row.seedHash)))
				.returning({ key: contentEntries.key })
			refreshed += updated.length
		}
	}
	if (inserted > 0 || refreshed > 0) contentChanged(db)
	return { inserted, refreshed }
}

export const contentSeeder: Seeder = {
	name: 'content',
	async run(db) {
		await seedContent(db)
	},
}
