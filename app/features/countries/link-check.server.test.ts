import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { facts } from '~/db/schema'
import { contentSeeder } from '~/features/studio/content-store.server'
import { createTestDatabase } from '../../../tests/support/test-database'
import { factSeeder } from './facts/facts.server'
import { checkLinks, collectLinks, linkReport, publishedDocuments } from './link-check.server'

/** A local server standing in for the official sites: the test never reaches the internet. */
let server: Server
let origin: string
beforeAll(async () => {
	server = createServer((request, response) => {
		if (request.url === '/fine') response.writeHead(200).end('ok')
		else if (request.url === '/moved') response.writeHead(301, { Location: '/new-home' }).end()
		else if (request.url === '/new-home') response.writeHead(200).end('new')
		else if (request.url === '/slow') setTimeout(() => response.writeHead(200).end('late'), 20_000)
		else response.writeHead(404).end('gone')
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	server.closeAllConnections()
	await new Promise((resolve) => server.close(resolve))
})

test('collects every scholarship, source and fact-source link once, with where it appears', () => {
	const links = collectLinks([
		{ name: 'guide x', document: { scholarships: [{ name: 'A', link: 'https://a.example/s' }], sources: [{ title: 'S', url: 'https://s.example/' }], fastFacts: { gdp: 'https://not-a-link-field.example' } } },
		{ name: 'facts x.json', document: [{ key: 'fee', source: { name: 'S', url: 'https://s.example/' } }] },
	])
	expect(links).toEqual([
		{ url: 'https://a.example/s', where: ['guide x: scholarships.0.link'] },
		{ url: 'https://s.example/', where: ['guide x: sources.0.url', 'facts x.json: 0.source.url'] },
	])
})

test('the checker reads the published guides and facts from the database, so an editor’s new source is checked', async () => {
	const database = await createTestDatabase('pglite')
	try {
		await contentSeeder.run(database.db)
		await factSeeder.run(database.db)
		const newSource = 'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-finance'
		await database.db
			.update(facts)
			.set({ sourceUrl: newSource, seedHash: null })
			.where(and(eq(facts.countryId, 'united-kingdom'), eq(facts.key, 'funds-london-monthly')))
		const links = collectLinks(await publishedDocuments(database.db))
		expect(links.length).toBeGreaterThan(100)
		expect(links.find((link) => link.url === newSource)?.where).toEqual(['facts united-kingdom: funds-london-monthly.source.url'])
		expect(links.some((link) => link.where.some((where) => /^guide au: scholarships\.\d+\.link$/.test(where)))).toBe(true)
		expect(links.every((link) => link.url.startsWith('https://'))).toBe(true)
	} finally {
		await database.dispose()
	}
})

test('dead, redirected and timed-out links are reported; fine ones only counted', async () => {
	const links = ['/fine', '/moved', '/missing', '/slow'].map((path) => ({ url: `${origin}${path}`, where: [`guide t: sources${path}`] }))
	const results = await checkLinks(links, { concurrency: 2, timeoutMs: 2000 })
	expect(results.map((result) => result.outcome)).toEqual(['ok', 'redirected', 'dead', 'dead'])
	expect(results[1]).toMatchObject({ finalUrl: `${origin}/new-home` })
	const report = linkReport(results)
	expect(report).toContain(`Dead links (2):\n  ${origin}/missing  (HTTP 404)\n      in guide t: sources/missing`)
	expect(report).toContain(`${origin}/slow  (no answer in 2 s)`)
	expect(report).toContain(`Redirected links (1): update them to where they lead now.\n  ${origin}/moved\n      now ${origin}/new-home`)
	expect(report).toContain('4 links checked: 1 fine, 1 redirected, 2 dead.')
	expect(report).not.toContain(`${origin}/fine`)
})
