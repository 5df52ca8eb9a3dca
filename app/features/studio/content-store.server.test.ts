import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { seedDatabase } from '~/db/seed.server'
import { getCourse } from '~/features/courses/courses.server'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import {
	discardDraft,
	getEntry,
	listAudit,
	listEntries,
	listenForContentChanges,
	listRevisions,
	publishEntry,
	restoreRevision,
	saveDraft,
	unpublishEntry,
} from './content-store.server'
import type { CourseDocument } from './studio-schema'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }
const other = { id: null as unknown as string, name: 'Manpreet Editor' }
const key = 'ielts-academic-full-course'

describe.each(testDatabaseKinds)('the content store on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedDatabase(database.db)
	})
	afterAll(async () => database?.dispose())

	const entry = async () => (await getEntry(database.db, 'course', key))!
	const withDuration = (document: unknown, en: string) => ({ ...(document as CourseDocument), Duration: { en, pa: null, hi: null } })

	test('a draft is kept but not shown; publish shows it and keeps a revision with its diff', async () => {
		const before = await entry()
		expect(before).toMatchObject({ state: 'published', draft: null })
		const saved = await saveDraft(database.db, 'course', key, before.version, withDuration(before.published, '9 weeks'), editor)
		expect(saved).toEqual({ ok: true, version: before.version + 1 })
		expect((await getCourse(database.db, key))?.Duration).toBe('8 weeks')
		expect(await listEntries(database.db, 'course', { q: 'ielts academic full' })).toEqual([
			expect.objectContaining({ key, hasDraft: true, state: 'published', updatedByName: editor.name }),
		])

		const published = await publishEntry(database.db, 'course', key, before.version + 1, editor)
		expect(published.ok).toBe(true)
		expect((await getCourse(database.db, key))?.Duration).toBe('9 weeks')
		expect((await entry()).draft).toBeNull()
		const [revision] = await listRevisions(database.db, 'course', before.id)
		expect(revision).toMatchObject({ publishedByName: editor.name })
		// The first revision of a seeded entry is compared with nothing: every filled field is new.
		expect(revision!.changes).toContainEqual({ field: 'Duration', before: '', after: '9 weeks' })
	})

	test('the second revision shows just what changed; restoring the first makes it a draft', async () => {
		const current = await entry()
		expect((await publishEntry(database.db, 'course', key, current.version, editor, withDuration(current.published, '10 weeks'))).ok).toBe(true)
		const revisions = await listRevisions(database.db, 'course', current.id)
		expect(revisions).toHaveLength(2)
		expect(revisions[0]!.changes).toEqual([{ field: 'Duration', before: '9 weeks', after: '10 weeks' }])

		const latest = await entry()
		expect((await restoreRevision(database.db, 'course', key, latest.version, revisions[1]!.id, editor)).ok).toBe(true)
		const restored = await entry()
		expect((restored.draft as CourseDocument).Duration.en).toBe('9 weeks')
		expect((await getCourse(database.db, key))?.Duration).toBe('10 weeks')
		expect(await restoreRevision(database.db, 'course', key, restored.version, '00000000-0000-4000-8000-000000000000', editor)).toEqual({ ok: false, reason: 'unknown-revision' })
		// Discard drops the restored draft; a second discard has nothing to drop.
		expect((await discardDraft(database.db, 'course', key, restored.version, editor)).ok).toBe(true)
		expect((await entry()).draft).toBeNull()
		expect(await discardDraft(database.db, 'course', key, restored.version + 1, editor)).toEqual({ ok: false, reason: 'nothing' })
	})

	test('of two editors saving the same version, the second is refused', async () => {
		const opened = await entry()
		const results = await Promise.all([
			saveDraft(database.db, 'course', key, opened.version, withDuration(opened.published, '11 weeks'), editor),
			saveDraft(database.db, 'course', key, opened.version, withDuration(opened.published, '12 weeks'), other),
		])
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'stale' }])
		expect(await publishEntry(database.db, 'course', key, opened.version, editor)).toEqual({ ok: false, reason: 'stale' })
	})

	test('a document the schema refuses is never stored', async () => {
		const current = await entry()
		const bad = { ...(current.published as CourseDocument), ProgramName: { en: '   ', pa: null, hi: null } }
		expect(await saveDraft(database.db, 'course', key, current.version, bad, editor)).toEqual({ ok: false, reason: 'invalid' })
		expect(await publishEntry(database.db, 'course', key, current.version, editor, bad)).toEqual({ ok: false, reason: 'invalid' })
		expect((await entry()).version).toBe(current.version)
	})

	test('every action is in the audit log, newest first', async () => {
		const audit = await listAudit(database.db)
		expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['save', 'publish', 'restore', 'discard']))
		expect(audit[0]).toMatchObject({ type: 'course', key })
	})

	test('another process on the same database drops its cache at once when one publishes', async () => {
		if (kind !== 'postgres') return // one process owns a PGlite data directory; its in-process path is covered above
		const second = await openDatabase({ kind: 'postgres', url: database.url! })
		const stop = await listenForContentChanges(second)
		try {
			expect((await getCourse(second.db, key))?.Duration).toBeDefined()
			const current = await entry()
			const before = Date.now()
			expect((await publishEntry(database.db, 'course', key, current.version, editor, withDuration(current.published, '13 weeks'))).ok).toBe(true)
			await expect.poll(async () => (await getCourse(second.db, key))?.Duration, { timeout: 2_000, interval: 50 }).toBe('13 weeks')
			expect(Date.now() - before).toBeLessThan(2_000)
		} finally {
			await stop()
			await second.close()
		}
	})

	test('an unpublished entry is refused a second unpublish', async () => {
		const current = await entry()
		expect((await unpublishEntry(database.db, 'course', key, current.version, editor)).ok).toBe(true)
		expect(await unpublishEntry(database.db, 'course', key, current.version + 1, editor)).toEqual({ ok: false, reason: 'nothing' })
		expect(await getCourse(database.db, key)).toBeUndefined()
	})
})
