import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'

type Encoding = { name: 'br' | 'gzip'; suffix: '.br' | '.gz' }
const encodings: Encoding[] = [
	{ name: 'br', suffix: '.br' },
	{ name: 'gzip', suffix: '.gz' },
]

/** The types express.static sends for the formats the build compresses (COMPRESSIBLE). */
const contentTypes: Record<string, string> = {
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.json': 'application/json; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
}

/** The encodings a request accepts (a q=0 refuses one), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
	const accepted = new Set<string>()
	for (const part of (header ?? '').split(',')) {
		const [rawName = '', ...params] = part.toLowerCase().split(';')
		const name = rawName.trim()
		const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
		if (name && (q === undefined || Number(q) > 0)) accepted.add(name)
	}
	return accepted
}

/**
 * Serves the .br and .gz copies the build wrote (server/precompress-plugin.ts) to browsers that
 * accept them, so no asset is compressed at request time. Which copies exist is read once, at
 * start-up; a file without a copy, or a browser that accepts neither, falls through to
 * express.static (and the compression middleware). Cache headers are the caller's, as for the file.
 */
export function servePrecompressed(root: string, cacheHeaders: (urlPath: string) => Record<string, string>): RequestHandler {
	const copies = new Set<string>()
	if (fs.existsSync(root)) {
		for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
			if (entry.isFile() && /\.(?:br|gz)$/.test(entry.name)) copies.add(path.join(entry.parentPath, entry.name))
		}
	}
	return (req, res, next) => {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || copies.size === 0) return next()
		let urlPath: string
		try {
			urlPath = decodeURIComponent(req.path)
		} catch {
			return next()
		}
		const file = path.join(root, path.normalize(urlPath))
		if (!file.startsWith(root + path.sep)) return next()
		const accepted = acceptedEncodings(req.get('accept-encoding'))
		const type = contentTypes[path.extname(file)]
		if (!type) return next()
		const encoding = encodings.find((candidate) => accepted.has(candidate.name) && copies.has(file + candidate.suffix))
		res.vary('Accept-Encoding')
		if (!encoding) return next()
		res.setHeader('Content-Encoding', encoding.name)
		res.setHeader('Content-Type', type)
		res.sendFile(file + encoding.suffix, { headers: cacheHeaders(urlPath), acceptRanges: false, cacheControl: false, dotfiles: 'deny' }, (error) => {
			if (error && !res.headersSent) {
				res.removeHeader('Content-Encoding')
				res.removeHeader('Content-Type')
				next()
			}
		})
	}
}
