import { parseArgs } from 'node:util'
import { checkLinks, collectLinks, linkReport, publishedDocuments } from '../app/features/countries/link-check.server'
import { withServerDatabase } from './command-database'

const usage = 'Usage: npm run content:check-links -- [--timeout SECONDS] [--concurrency N]'

/**
 * `npm run content:check-links`: requests every source and scholarship link of the published guides
 * and every fact's source, as the site's database holds them (editors' changes included), and
 * prints the dead and redirected ones. Exit code 1 when a link is dead (or the database cannot be
 * read), so a scheduled run can say so; 2 for bad arguments.
 */
export async function runCheckLinks(argv: string[], env: NodeJS.ProcessEnv = process.env, write: (text: string) => void = (text) => process.stdout.write(text)): Promise<number> {
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
	// The documents are read first and the database closed again: the requests can take minutes.
	const read = await withServerDatabase(env, publishedDocuments)
	if (!read.ok) {
		process.stderr.write(`${read.message}\n`)
		return 1
	}
	if (!read.value.some((document) => document.name.startsWith('guide '))) {
		process.stderr.write('The database has no published guides: start the site once (it stores the shipped guides), or point DATA_DIR or DATABASE_URL at the site’s database.\n')
		return 1
	}
	const links = collectLinks(read.value)
	write(`Checking ${links.length} links, ${concurrency} at a time, ${timeoutSeconds} s each at most…\n`)
	const results = await checkLinks(links, { concurrency, timeoutMs: timeoutSeconds * 1000 })
	write(`${linkReport(results)}\n`)
	return results.some((result) => result.outcome === 'dead') ? 1 : 0
}
