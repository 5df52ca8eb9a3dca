// @ts-check
// Builds the site when build/ is missing or older than the sources, so `npm start` and the
// commands work on a fresh clone without a separate build step.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const serverBuild = path.join(root, 'build/server/index.js')

export function ensureBuild() {
	if (!buildIsStale()) return
	process.stdout.write('Building the site (first start or sources changed)...\n')
	const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
		cwd: root,
		stdio: ['ignore', 'inherit', 'inherit'],
	})
	if (result.status !== 0) {
		process.stderr.write('The build failed; see the messages above.\n')
		process.exit(1)
	}
}

function buildIsStale() {
	if (!fs.existsSync(serverBuild)) return true
	const builtAt = fs.statSync(serverBuild).mtimeMs
	const sources = ['app', 'server', 'public', 'drizzle', 'package.json', 'vite.config.ts', 'react-router.config.ts']
	return sources.some((entry) => newestMtime(path.join(root, entry)) > builtAt)
}

/** @param {string} file @returns {number} */
function newestMtime(file) {
	if (!fs.existsSync(file)) return 0
	const stat = fs.statSync(file)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = stat.mtimeMs
	for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)))
	return newest
}

/** Settings may live in .env (see .env.example); variables already set in the environment win. */
export function loadDotEnv() {
	const file = path.join(root, '.env')
	if (fs.existsSync(file)) process.loadEnvFile(file)
}
