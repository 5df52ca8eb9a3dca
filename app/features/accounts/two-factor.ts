import type { FormConstraint } from '~/components/ui/form'

/** The second factor's words on the pages (issue 16, item 4); the refusals are in accountMessages. */
export const twoFactorMessages = {
	codeRequired: 'Please enter the code.',
	codeTooLong: 'That is longer than any code. Please check it.',
	codeHint: 'The 6-digit code from your authenticator app, or one of your backup codes.',
} as const

/** The code form's constraint attributes (two-factor-schema.test.ts checks the schema agrees). */
export const twoFactorCodeConstraint = { code: { required: true, maxLength: 32 } } as const satisfies FormConstraint<'code'>

/** The secret in groups of four, as authenticator apps show it (easier to type). */
export function groupedSecret(secret: string) {
	return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}
