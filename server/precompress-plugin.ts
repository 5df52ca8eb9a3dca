import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text formats worth compressing; images other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/
/** Below this, the headers weigh more than the bytes saved. */
const MIN_BYTES = 1024

/**
 * Writes a .br (quality 11) and a .gz (level 9) copy next to every compressible file of the client
 * build, once, at build time. The server then sends those (server/precompressed-static.ts) instead
 * of compressing each asset again on every request, which costs its one thread 1-50 ms per file
 * and held back a first visit's ~30 script requests. A copy that is not smaller is not written.
 */
export function precompressClientBuild(): Plugin {
	return {
		name: 'welsh:precompress-client-build',
		apply: 'build',
		async writeBundle(options) {
			// React Router builds the browser's bundle and the server's; only the first is served.
			if (this.environment.name !== 'client' || !options.dir) return
			await precompressDirectory(options.dir)
		},
	}
}

export async function precompressDirectory(dir: string) {
	const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
		.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
		.map((entry) => path.join(entry.parentPath, entry.name))
	let written = 0
	await Promise.all(
		files.map(async (file) => {
			const source = await fs.readFile(file)
			if (source.length < MIN_BYTES) return
			const [br, gz] = await Promise.all([
				brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
				gzip(source, { level: 9 }),
			])
			for (const [suffix, copy] of [['.br', br], ['.gz', gz]] as const) {
				if (copy.length >= source.length) continue
				await fs.writeFile(`${file}${suffix}`, copy)
				written++
			}
		}),
	)
	return { files: files.length, written }
}
