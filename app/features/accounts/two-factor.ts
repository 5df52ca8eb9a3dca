import type { FormConstraint } from '~/components/ui/form'

/**
 * The second factor's words (issue 16, item 4), and a deactivated account's; kept out of account.ts,
 * which every page loads, since only the sign-in's second step shows them.
 */
export const twoFactorMessages = {
	accountDeactivated: 'This account has been deactivated. Please contact the institute if you think this is a mistake.',
	required: 'Please enter the code from your authenticator app.',
	expired: 'Your sign-in has expired or had too many wrong codes. Please log in again.',
	// What the code field says of a refused code, and the setup's back-off: catalogue keys, in the page's language
	// (the setup page has /pa and /hi versions; both pages send `account.twoFactor.`).
	wrongCode: 'account.twoFactor.wrongCode',
	codeUsed: 'account.twoFactor.codeUsed',
	locked: 'account.twoFactor.locked',
	tooManyCodes: 'account.twoFactor.tooManyCodes',
	// The code form's own (catalogue keys: the pages that show the form send them).
	codeRequired: 'account.twoFactor.codeRequired',
	codeTooLong: 'account.twoFactor.codeTooLong',
} as const satisfies Record<string, string>

/** The code form's constraint attributes (two-factor-schema.test.ts checks the schema agrees). */
export const twoFactorCodeConstraint = { code: { required: true, maxLength: 32 } } as const satisfies FormConstraint<'code'>

/** The secret in groups of four, as authenticator apps show it (easier to type). */
export function groupedSecret(secret: string) {
	return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}
