import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentAudit } from '~/db/schema'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database'
import { figureText, type FactForm, type FactRecord } from './fact-schema'
import { factSeeds } from './fact-seeds'
import {
	factViewsFor,
	getFact,
	listExchangeRates,
	listFacts,
	listFactRevisions,
	listFactsDueForCheck,
	restoreFactRevision,
	saveExchangeRates,
	seedFacts,
	updateFact,
} from './facts.server'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }
const other = { id: null as unknown as string, name: 'Manpreet Editor' }
const uk = 'united-kingdom'

/** The editor's form for a stored fact, with some fields changed. */
function formOf(fact: FactRecord, changes: Partial<FactForm> = {}): FactForm {
	return {
		version: fact.version,
		label: fact.label,
		figure: figureText(fact.value),
		currency: fact.currency ?? undefined,
		unit: fact.unit ?? undefined,
		asOf: fact.asOf,
		sourceName: fact.sourceName,
		sourceUrl: fact.sourceUrl,
		checkedOn: fact.checkedOn,
		status: fact.status,
		note: fact.note ?? undefined,
		...changes,
	}
}

describe.each(testDatabaseKinds)('the guides’ facts on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
		await seedFacts(database.db)
	})
	afterAll(async () => database?.dispose())

	test('the seed stores every fact of every guide once', async () => {
		const shipped = factSeeds.reduce((sum, seed) => sum + seed.facts.length, 0)
		const stored = (await Promise.all(factSeeds.map((seed) => listFacts(database.db, seed.countryId)))).flat()
		expect(stored).toHaveLength(shipped)
		expect(await getFact(database.db, uk, 'funds-london-monthly')).toMatchObject({ value: 1529, currency: 'GBP', asOf: '2025-11-11', sourceUrl: 'https://www.gov.uk/student-visa/money', status: 'confirmed', version: 1 })
		expect((await listFacts(database.db, uk, 'london')).map((fact) => fact.key)).toEqual(['funds-london-monthly', 'funds-outside-london-monthly'])
	})

	test('the page’s view: the figure with its as-of date and source; an unconfirmed fact has no figure', async () => {
		const views = await factViewsFor(database.db, uk)
		expect(views['funds-london-monthly']).toMatchObject({ figure: '£1,529', asOf: '2025-11-11', asOfLabel: 'Nov 2025', sourceName: 'GOV.UK', rupees: null })
		expect(views['tuition-undergraduate']?.figure).toBeNull()
		expect(views['national-living-wage']?.figure).toBe('£12.71')
		// No rate is stored, so a money figure says where to check the current rate; a phrase or an unconfirmed figure does not.
		expect(views['funds-london-monthly']?.rateSource).toEqual({ name: 'FBIL reference rates', url: 'https://www.fbil.org.in/' })
		expect(views['tuition-undergraduate']?.rateSource).toBeUndefined()
		expect(views['funds-months']?.rateSource).toBeUndefined()
	})

	test('an edit changes the figure everywhere the guide names it, is audited, and survives the next seed', async () => {
		const before = (await getFact(database.db, uk, 'funds-london-monthly'))!
		const outcome = await updateFact(database.db, uk, 'funds-london-monthly', formOf(before, { figure: '1,600', checkedOn: '2026-11-24' }), editor)
		expect(outcome).toEqual({ ok: true, version: before.version + 1 })
		expect((await factViewsFor(database.db, uk))['funds-london-monthly']?.figure).toBe('£1,600')
		const audit = await database.db.select().from(contentAudit).where(eq(contentAudit.key, `${uk}/funds-london-monthly`))
		expect(audit).toEqual([expect.objectContaining({ type: 'fact', action: 'publish', userName: editor.name })])

		await seedFacts(database.db)
		expect(await getFact(database.db, uk, 'funds-london-monthly')).toMatchObject({ value: 1600, updatedByName: editor.name })
	})

	test('of two edits from one version, the second is refused and changes nothing', async () => {
		const opened = (await getFact(database.db, uk, 'ihs-student-yearly'))!
		expect(await updateFact(database.db, uk, 'ihs-student-yearly', formOf(opened, { figure: '800' }), editor)).toMatchObject({ ok: true })
		expect(await updateFact(database.db, uk, 'ihs-student-yearly', formOf(opened, { figure: '900' }), other)).toEqual({ ok: false, reason: 'stale' })
		expect((await getFact(database.db, uk, 'ihs-student-yearly'))?.value).toBe(800)
		expect(await updateFact(database.db, uk, 'no-such-fact', formOf(opened), other)).toEqual({ ok: false, reason: 'missing' })
	})

	test('a fact marked unconfirmed shows no number', async () => {
		const opened = (await getFact(database.db, uk, 'personal-allowance'))!
		await updateFact(database.db, uk, 'personal-allowance', formOf(opened, { status: 'unconfirmed' }), editor)
		expect((await factViewsFor(database.db, uk))['personal-allowance']).toMatchObject({ figure: null, sourceUrl: opened.sourceUrl })
	})

	test('a changed seed reaches facts no editor touched', async () => {
		const [first] = factSeeds
		const changed = factSeeds.map((seed) =>
			seed === first ? { ...seed, facts: seed.facts.map((fact, i) => (i === 0 ? { ...fact, note: 'Corrected in a later release.' } : fact)) } : seed,
		)
		await seedFacts(database.db, changed)
		expect((await getFact(database.db, first!.countryId, first!.facts[0]!.key))?.note).toBe('Corrected in a later release.')
	})

	test('facts due for a check: last checked that many months ago or earlier, oldest first', async () => {
		const today = new Date('2027-05-24T10:00:00Z')
		const due = await listFactsDueForCheck(database.db, { olderThanMonths: 6, today })
		// The seeds were checked on 2026-11-23 or 2026-11-24; the edit above on 2026-11-24.
		expect(due.length).toBeGreaterThan(200)
		expect(due.every((fact) => fact.checkedOn <= '2026-11-24')).toBe(true)
		expect(due.map((fact) => fact.checkedOn)).toEqual([...due.map((fact) => fact.checkedOn)].sort())
		const checkedLast = due.filter((fact) => fact.checkedOn === '2026-11-24')
		expect(checkedLast.map((fact) => fact.key)).toContain('funds-london-monthly')
		expect(await listFactsDueForCheck(database.db, { olderThanMonths: 6, today: new Date('2027-05-23T10:00:00Z') })).toHaveLength(due.length - checkedLast.length)
		expect(await listFactsDueForCheck(database.db, { olderThanMonths: 6, today: new Date('2026-12-01T00:00:00Z') })).toEqual([])
	})

	test('every edit keeps a revision (who, when, what changed); restoring one makes it the fact again, as a new version', async () => {
		const key = 'national-living-wage'
		const first = (await getFact(database.db, uk, key))!
		expect(await updateFact(database.db, uk, key, formOf(first, { figure: '13.00' }), editor)).toMatchObject({ ok: true })
		const second = (await getFact(database.db, uk, key))!
		expect(await updateFact(database.db, uk, key, formOf(second, { figure: '13.50', note: 'Checked against GOV.UK again.' }), other)).toMatchObject({ ok: true })
		const revisions = await listFactRevisions(database.db, uk, key)
		expect(revisions.map((revision) => revision.publishedByName)).toEqual([other.name, editor.name])
		expect(revisions[0]!.changes).toEqual([
			{ field: 'Figure', before: '13', after: '13.5' },
			{ field: 'Note for reviewers', before: first.note ?? '', after: 'Checked against GOV.UK again.' },
		])
		const third = (await getFact(database.db, uk, key))!
		expect(await restoreFactRevision(database.db, uk, key, third.version, revisions[1]!.id, editor)).toEqual({ ok: true, version: third.version + 1 })
		expect(await getFact(database.db, uk, key)).toMatchObject({ value: 13, note: first.note, updatedByName: editor.name })
		expect((await factViewsFor(database.db, uk))[key]?.figure).toBe('£13')
		const after = await listFactRevisions(database.db, uk, key)
		expect(after).toHaveLength(3)
		expect(after[0]!.changes.find((change) => change.field === 'Figure')).toEqual({ field: 'Figure', before: '13.5', after: '13' })
		// From a version someone else has moved on from, or a revision of another fact: refused, nothing written.
		expect(await restoreFactRevision(database.db, uk, key, third.version, revisions[1]!.id, editor)).toEqual({ ok: false, reason: 'stale' })
		const otherFact = await listFactRevisions(database.db, uk, 'funds-london-monthly')
		expect(await restoreFactRevision(database.db, uk, key, third.version + 1, otherFact[0]!.id, editor)).toEqual({ ok: false, reason: 'unknown-revision' })
		const audit = await database.db.select().from(contentAudit).where(eq(contentAudit.key, `${uk}/${key}`))
		expect(audit.map((row) => row.action).sort()).toEqual(['publish', 'publish', 'restore'])
	})

	test('exchange rates: none ship; an editor records one with its date, the guide shows rupees in lakhs; a stale table is refused', async () => {
		const rates = await listExchangeRates(database.db)
		expect(rates.map((rate) => rate.currency)).toContain('GBP')
		expect(rates.every((rate) => rate.rate === null)).toBe(true)
		const rows = rates.map((rate) => ({ currency: rate.currency, version: rate.version, sourceName: rate.sourceName, sourceUrl: rate.sourceUrl }))
		const withGbp = rows.map((row) => (row.currency === 'GBP' ? { ...row, rate: 110.5, rateDate: '2026-11-20' } : row))
		expect(await saveExchangeRates(database.db, { rates: withGbp }, editor)).toEqual({ ok: true })
		expect((await factViewsFor(database.db, uk))['funds-london-monthly']?.rupees).toEqual({ estimate: '₹1.8 lakh', rateDate: '2026-11-20', rateDateLabel: '20 Nov 2026', sourceName: 'FBIL reference rates' })
		expect((await factViewsFor(database.db, uk))['funds-london-monthly']?.rateSource).toBeUndefined()
		expect(await saveExchangeRates(database.db, { rates: withGbp }, other)).toEqual({ ok: false, reason: 'stale' })
		expect((await listExchangeRates(database.db)).find((rate) => rate.currency === 'GBP')).toMatchObject({ rate: 110.5, updatedByName: editor.name })
	})
})
