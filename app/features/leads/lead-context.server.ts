import type { AppLoadContext } from 'react-router'
import { instituteDetails } from '~/features/mail/transactional-email.server'
import { siteSettings } from '~/features/studio/site-settings.server'
import type { LeadNotification } from './leads.server'

/**
 * Staff are emailed about new leads only when SMTP is configured. The link to the lead is built on
 * PUBLIC_URL only: the request's Host header is the sender's to choose, and must not put an
 * address of theirs into the staff's mail.
 */
export async function leadNotification(context: AppLoadContext, _request?: Request): Promise<LeadNotification | undefined> {
	const { config } = context.services
	if (!config.mail.smtpUrl) return undefined
	const site = await siteSettings(context)
	return { to: config.mail.staffEmail, siteName: site.name, adminUrl: config.publicUrl ?? null, acknowledge: instituteDetails(site) }
}

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/

export function idempotencyKeyFrom(form: FormData) {
	const key = form.get('idempotencyKey')
	return typeof key === 'string' && idempotencyKeyPattern.test(key) ? key : null
}

export { readForm } from '~/lib/form.server'

export function textField(form: FormData, name: string, max = 5000) {
	const value = form.get(name)
	return typeof value === 'string' ? value.slice(0, max) : ''
}
