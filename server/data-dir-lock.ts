import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose rows.
 * The server therefore holds DATA_DIR/server.lock (with its pid) for as long as it runs.
 * A lock left by a process that no longer exists (a crash, SIGKILL) is taken over.
 */
export class DataDirLockedError extends Error {
	constructor(
		readonly dataDir: string,
		readonly pid: number,
	) {
		super(`Another server process (pid ${pid}) is using DATA_DIR ${dataDir}; stop it or set a different DATA_DIR.`)
		this.name = 'DataDirLockedError'
	}
}

export type DataDirLock = { path: string; release(): void }

export function acquireDataDirLock(dataDir: string): DataDirLock {
	fs.mkdirSync(dataDir, { recursive: true })
	const lockPath = path.join(dataDir, 'server.lock')
	const token = `${process.pid}\n`
	for (let attempt = 0; attempt < 3; attempt++) {
		try {
			fs.writeFileSync(lockPath, token, { flag: 'wx' })
			return {
				path: lockPath,
				release() {
					try {
						if (fs.readFileSync(lockPath, 'utf8') === token) fs.unlinkSync(lockPath)
					} catch {
						// Already gone: nothing to release.
					}
				},
			}
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		}
		const holder = readHolderPid(lockPath)
		if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
			throw new DataDirLockedError(dataDir, holder)
		}
		// Stale lock (its process is gone, or the file is unreadable): remove it and try again.
		fs.rmSync(lockPath, { force: true })
	}
	throw new Error(`Could not take the lock file ${lockPath}`)
}

function readHolderPid(lockPath: string): number | undefined {
	try {
		const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10)
		return Number.isInteger(pid) && pid > 0 ? pid : undefined
	} catch {
		return undefined
	}
}

function isProcessAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		// EPERM: the process exists but belongs to someone else.
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}
