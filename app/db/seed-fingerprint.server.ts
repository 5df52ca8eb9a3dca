import { createHash } from 'node:crypto'

/** JSON with object keys sorted, so the same record gives the same text whatever its key order. */
function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
	if (value && typeof value === 'object') {
		const entries = Object.entries(value)
			.filter(([, entry]) => entry !== undefined)
			.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
		return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
	}
	return JSON.stringify(value) ?? 'null'
}

/**
 * A short fingerprint of one seed record. Stored with the row it wrote, it tells a later start
 * whether the shipped seed has changed since (a correction to publish) or not (nothing to do).
 */
export function seedFingerprint(record: unknown): string {
	return createHash('sha256').update(canonicalJson(record)).digest('base64url').slice(0, 22)
}

/** Which stored rows a seed may replace: seeded before (fingerprint set), from a different seed. */
export function staleSeededIds(stored: readonly { id: string; seedHash: string | null }[], fingerprints: ReadonlyMap<string, string>) {
	return stored.filter((row) => row.seedHash !== null && fingerprints.has(row.id) && fingerprints.get(row.id) !== row.seedHash)
}
