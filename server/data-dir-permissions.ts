import fs from 'node:fs'
import path from 'node:path'

/** Group and other permission bits: nobody but the server's own user may read or write the data. */
const GROUP_AND_OTHER = 0o077

/**
 * The embedded database's folder holds the session signing secret and every lead (in its tables and
 * WAL). It is created 0700, and a folder made earlier, by hand or before this rule, loses every group
 * and other permission on its files and folders. Returns how many entries were changed, so the
 * start-up can log it. Files written later are covered by the process umask (077, set at start-up).
 */
export function restrictDataDir(dataDir: string): number {
	fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
	let changed = 0
	const visit = (entry: string) => {
		const stat = fs.lstatSync(entry)
		// A symlink's own mode means nothing, and following it could change files outside DATA_DIR.
		if (stat.isSymbolicLink()) return
		if (stat.mode & GROUP_AND_OTHER) {
			fs.chmodSync(entry, stat.mode & 0o7700 & ~GROUP_AND_OTHER)
			changed++
		}
		if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name))
	}
	visit(dataDir)
	return changed
}
