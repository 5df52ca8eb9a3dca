import type { Database } from '~/db/client.server'
import { facts } from '~/db/schema'
import { listPublished } from '~/features/studio/content-store.server'
import { GUIDE_TYPE } from '~/features/studio/content-types'

/*
 * The link checker (issue 15, item 6; `npm run content:check-links`, docs/content-review.md): every
 * source and scholarship link of the published guides and of their facts, read from the site's
 * database, requested with redirects followed, a timeout each and a few at a time, so the institute
 * learns which links died or moved.
 */

/** The published guides and every fact's source, as the site shows them now: what the checker requests. */
export async function publishedDocuments(db: Database): Promise<{ name: string; document: unknown }[]> {
	const guides = await listPublished(db, GUIDE_TYPE)
	const sources = await db.select({ countryId: facts.countryId, key: facts.key, url: facts.sourceUrl }).from(facts).orderBy(facts.countryId, facts.key)
	const factsByGuide = new Map<string, Record<string, { source: { url: string } }>>()
	for (const { countryId, key, url } of sources) {
		const document = factsByGuide.get(countryId) ?? {}
		document[key] = { source: { url } }
		factsByGuide.set(countryId, document)
	}
	return [
		...guides.map((entry) => ({ name: `guide ${entry.key}`, document: entry.document })),
		...[...factsByGuide].map(([countryId, document]) => ({ name: `facts ${countryId}`, document })),
	]
}

export type Link = { url: string; where: string[] }
export type LinkResult =
	| { url: string; where: string[]; outcome: 'ok'; status: number }
	| { url: string; where: string[]; outcome: 'redirected'; status: number; finalUrl: string }
	| { url: string; where: string[]; outcome: 'dead'; status?: number; reason: string }

/** The keys that hold a link in a guide (scholarships' link, sources' url) and in a fact record (source.url). */
const linkKeys = new Set(['url', 'link'])

/** Every link in the documents, once each, with where it appears ("au: scholarships.0.link"). */
export function collectLinks(documents: { name: string; document: unknown }[]): Link[] {
	const links = new Map<string, string[]>()
	const walk = (value: unknown, path: string, name: string) => {
		if (Array.isArray(value)) value.forEach((item, index) => walk(item, path ? `${path}.${index}` : String(index), name))
		else if (value && typeof value === 'object') for (const [key, part] of Object.entries(value)) walk(part, path ? `${path}.${key}` : key, name)
		else if (typeof value === 'string' && linkKeys.has(path.split('.').at(-1)!) && /^https?:\/\//.test(value)) {
			links.set(value, [...(links.get(value) ?? []), `${name}: ${path}`])
		}
	}
	for (const { name, document } of documents) walk(document, '', name)
	return [...links].map(([url, where]) => ({ url, where }))
}

/** One request, redirects followed; a status of 400 or more, a failure or the timeout make it dead. */
export async function checkLink(link: Link, { timeoutMs }: { timeoutMs: number }): Promise<LinkResult> {
	try {
		const response = await fetch(link.url, { redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { 'User-Agent': 'welsh-education-link-checker' } })
		await response.body?.cancel()
		if (response.status >= 400) return { ...link, outcome: 'dead', status: response.status, reason: `HTTP ${response.status}` }
		if (response.redirected && response.url !== link.url) return { ...link, outcome: 'redirected', status: response.status, finalUrl: response.url }
		return { ...link, outcome: 'ok', status: response.status }
	} catch (error) {
		const name = (error as Error).name
		return { ...link, outcome: 'dead', reason: name === 'TimeoutError' ? `no answer in ${timeoutMs / 1000} s` : ((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message) }
	}
}

/** Every link, `concurrency` at a time, in the order given. */
export async function checkLinks(links: Link[], { concurrency = 4, timeoutMs = 15_000 }: { concurrency?: number; timeoutMs?: number } = {}): Promise<LinkResult[]> {
	const results: LinkResult[] = new Array(links.length)
	let next = 0
	const worker = async () => {
		while (next < links.length) {
			const index = next++
			results[index] = await checkLink(links[index]!, { timeoutMs })
		}
	}
	await Promise.all(Array.from({ length: Math.min(concurrency, links.length) }, worker))
	return results
}

/** What the command prints: the dead and the redirected links, each with where it appears, then the counts. */
export function linkReport(results: LinkResult[]): string {
	const dead = results.filter((result) => result.outcome === 'dead')
	const redirected = results.filter((result) => result.outcome === 'redirected')
	const lines: string[] = []
	if (dead.length > 0) {
		lines.push(`Dead links (${dead.length}):`)
		for (const result of dead) lines.push(`  ${result.url}  (${result.reason})`, ...result.where.map((where) => `      in ${where}`))
	}
	if (redirected.length > 0) {
		lines.push(`Redirected links (${redirected.length}): update them to where they lead now.`)
		for (const result of redirected) lines.push(`  ${result.url}`, `      now ${result.finalUrl}`, ...result.where.map((where) => `      in ${where}`))
	}
	lines.push(`${results.length} links checked: ${results.length - dead.length - redirected.length} fine, ${redirected.length} redirected, ${dead.length} dead.`)
	return lines.join('\n')
}
