// Shared by the benchmarks: start the production server on its own port and data, and stop it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

/** @param {{ port: number, dataDir: string, env?: Record<string, string> }} options */
export async function startBenchServer({ port, dataDir, env = {} }) {
	fs.rmSync(dataDir, { recursive: true, force: true })
	const child = spawn(process.execPath, ['server.js'], {
		env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
		stdio: ['ignore', 'inherit', 'inherit'],
	})
	const origin = `http://localhost:${port}`
	for (let i = 0; i < 600; i++) {
		if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
		try {
			if ((await fetch(`${origin}/healthz`)).ok) break
		} catch {
			// not listening yet (the first start may build the site)
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	return {
		origin,
		async stop() {
			child.kill('SIGTERM')
			await new Promise((resolve) => child.once('exit', resolve))
		},
	}
}

/** The first course page in the sitemap: benchmarks use a real one, whatever the seed holds. */
/** @param {string} origin */
export async function firstCoursePath(origin) {
	const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
	const match = /<loc>[^<]*(\/course\/[^<]+)<\/loc>/.exec(sitemap)
	if (!match) throw new Error('no course page in the sitemap')
	return match[1]
}

/** @param {number[]} values */
export function median(values) {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? Number(sorted[middle]) : (Number(sorted[middle - 1]) + Number(sorted[middle])) / 2
}

/** @param {string} name @param {unknown} result */
export function saveResult(name, result) {
	fs.mkdirSync('bench-results', { recursive: true })
	const file = `bench-results/${name}-${new Date().toISOString().slice(0, 10)}.json`
	fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
	return file
}
