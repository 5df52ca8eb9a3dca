import { parseArgs } from 'node:util'
import { checkLinks, collectLinks, linkReport } from '../app/features/countries/link-check.server'
import { countrySeeds } from '../app/features/countries/seed'

/** The fact records beside the guides (one JSON file a guide), bundled with the command. */
const factFiles = import.meta.glob<unknown>('../app/features/countries/seed/facts/*.json', { eager: true, import: 'default' })

/** The guides as shipped and their fact records: every document whose links the checker requests. */
export function shippedDocuments() {
	return [
		...countrySeeds.map((guide) => ({ name: `guide ${guide.id}`, document: guide })),
		...Object.entries(factFiles).map(([file, records]) => ({ name: `facts ${file.split('/').at(-1)}`, document: records })),
	]
}

const usage = 'Usage: npm run content:check-links -- [--timeout SECONDS] [--concurrency N]'

/**
 * `npm run content:check-links`: requests every source and scholarship link and prints the dead and
 * redirected ones. Exit code 1 when a link is dead, so a scheduled run can say so; 2 for bad arguments.
 */
export async function runCheckLinks(argv: string[], write: (text: string) => void = (text) => process.stdout.write(text)): Promise<number> {
	let timeoutSeconds = 15
	let concurrency = 4
	try {
		const { values } = parseArgs({ args: argv, options: { timeout: { type: 'string' }, concurrency: { type: 'string' } } })
		if (values.timeout !== undefined) timeoutSeconds = Number(values.timeout)
		if (values.concurrency !== undefined) concurrency = Number(values.concurrency)
	} catch (error) {
		process.stderr.write(`${(error as Error).message.split('. ')[0]}. ${usage}\n`)
		return 2
	}
	if (!(timeoutSeconds > 0) || !Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) {
		process.stderr.write(`--timeout must be a number of seconds above 0 and --concurrency a whole number from 1 to 16. ${usage}\n`)
		return 2
	}
	const links = collectLinks(shippedDocuments())
	write(`Checking ${links.length} links, ${concurrency} at a time, ${timeoutSeconds} s each at most…\n`)
	const results = await checkLinks(links, { concurrency, timeoutMs: timeoutSeconds * 1000 })
	write(`${linkReport(results)}\n`)
	return results.some((result) => result.outcome === 'dead') ? 1 : 0
}
