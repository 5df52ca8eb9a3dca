import { factSeedSchema, type FactSeed } from './fact-schema'

/**
 * The facts shipped with the guides: seed/facts/<guide id>.json, written by the re-check of
 * docs/content-review.md. Read at build time (Vite), so the running server needs no files.
 */
const files = import.meta.glob<unknown[]>('../seed/facts/*.json', { eager: true, import: 'default' })

export const factSeeds: { countryId: string; facts: FactSeed[] }[] = Object.entries(files)
	.map(([path, records]) => ({
		countryId: path.replace(/^.*\//, '').replace(/\.json$/, ''),
		facts: records.map((record) => factSeedSchema.parse(record)),
	}))
	.sort((a, b) => a.countryId.localeCompare(b.countryId))
