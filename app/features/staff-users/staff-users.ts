import type { FormConstraint } from '~/components/ui/form'
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '~/features/accounts/account'

/** The roles an admin can invite someone to (students sign up themselves). */
export const staffRoles = ['staff', 'editor', 'admin'] as const

/** Every role (the database's list, restated here because browser code never imports the schema). */
export const roleValues = ['student', 'staff', 'editor', 'admin'] as const
export type Role = (typeof roleValues)[number]

export const userRoleOptions = [
	{ value: 'student', label: 'Student' },
	{ value: 'staff', label: 'Staff (leads)' },
	{ value: 'editor', label: 'Editor (content)' },
	{ value: 'admin', label: 'Admin' },
] as const

export const roleLabels: Record<Role, string> = Object.fromEntries(userRoleOptions.map((o) => [o.value, o.label])) as Record<Role, string>

/** How long an invitation link works. */
export const INVITE_DAYS = 7

export const inviteConstraint = {
	name: { required: true, maxLength: MAX_NAME_LENGTH },
	email: { required: true, maxLength: MAX_EMAIL_LENGTH },
	role: { required: true },
} as const satisfies FormConstraint<'name' | 'email' | 'role'>

export const acceptInviteConstraint = {
	password: { required: true, minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH },
} as const satisfies FormConstraint<'password'>

export const staffUsersMessages = {
	invited: 'Invitation sent.',
	roleChanged: 'Role changed.',
	deactivated: 'Account deactivated: its sessions are ended and it can no longer sign in.',
	reactivated: 'Account reactivated.',
	lastAdmin: 'This is the last active admin: make another admin first.',
	notFound: 'That account no longer exists.',
	self: 'You cannot deactivate your own account here.',
	alreadyHasAccount: 'An account with this email already exists. Change its role in the list instead.',
} as const
