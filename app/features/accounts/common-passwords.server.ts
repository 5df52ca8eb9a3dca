import list from './common-passwords.txt?raw'

const commonPasswords = new Set(
	list
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !line.startsWith('#')),
)

export const commonPasswordCount = commonPasswords.size

/** True for one of the 10,000 most common passwords (case-insensitive, as attackers try them). */
export function isCommonPassword(password: string) {
	return commonPasswords.has(password) || commonPasswords.has(password.toLowerCase())
}
