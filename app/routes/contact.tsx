import { data } from 'react-router'
import { ContactDetails } from '~/features/content/contact/ContactDetails'
import { LocationMap } from '~/features/content/contact/LocationMap'
import { PageHeader } from '~/features/content/PageHeader'
import { type ContactActionData, ContactForm } from '~/features/leads/ContactForm'
import { createContactMessage, findStoredContactMessage } from '~/features/leads/contact.server'
import { idempotencyKeyFrom, leadNotification, readForm } from '~/features/leads/lead-context.server'
import { checkFormRateLimit, retryAfterHeaders } from '~/lib/form-rate-limit.server'
import { CONTACT_INVALID_MESSAGE, CONTACT_SUCCESS_MESSAGE, contactValuesFrom } from '~/features/leads/contact'
import { checkContact } from '~/features/leads/contact-schema'
import { leadOrigin } from '~/lib/request.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/contact'
import { JsonLd } from '~/components/ui/JsonLd'
import { breadcrumbListJsonLd, educationalOrganizationJsonLd } from '~/lib/structured-data'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Contact us',
		description: `Visit ${root.site.name} at ${root.site.address}, call ${root.site.phone}, chat on WhatsApp or send us a message. We reply within one working day.`,
		pathname: '/contact',
		origin: root.origin,
		siteName: root.site.name,
		image: 'organisation',
	})
}

/** A refused post (429) tells the browser when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readForm(request)
	if (!form) return data({ ok: false, message: CONTACT_INVALID_MESSAGE, fieldErrors: {}, values: contactValuesFrom(new FormData()) } satisfies ContactActionData, { status: 400 })
	if (form.get('website')) {
		// Honeypot filled in: a bot. Answer as if it worked and store nothing.
		return { ok: true, message: CONTACT_SUCCESS_MESSAGE } satisfies ContactActionData
	}
	const values = contactValuesFrom(form)
	const check = checkContact(values)
	if (!check.ok) {
		return data({ ok: false, message: CONTACT_INVALID_MESSAGE, fieldErrors: check.fieldErrors, values } satisfies ContactActionData, {
			status: 400,
		})
	}
	const { db } = context.services
	const origin = leadOrigin(request, form.get('sourcePage'))
	const idempotencyKey = idempotencyKeyFrom(form)
	try {
		// A retry of a message already stored is answered as before, without counting against the limit.
		if (await findStoredContactMessage(db, check.input, origin, idempotencyKey)) return { ok: true, message: CONTACT_SUCCESS_MESSAGE } satisfies ContactActionData
		const limit = await checkFormRateLimit(context, 'contact')
		if (limit.limited) return data({ ok: false, message: limit.message, fieldErrors: {}, values } satisfies ContactActionData, { status: 429, headers: retryAfterHeaders(limit) })
		await createContactMessage(db, check.input, origin, leadNotification(context, request), idempotencyKey)
	} catch (error) {
		context.services.logger.error({ err: error }, 'could not store a contact message')
		const { phone } = context.services.config.site
		return data(
			{
				ok: false,
				message: `Sorry, we could not send your message just now. Please try again in a few minutes, or call us on ${phone}.`,
				fieldErrors: {},
				values,
			} satisfies ContactActionData,
			{ status: 503 },
		)
	}
	return { ok: true, message: CONTACT_SUCCESS_MESSAGE } satisfies ContactActionData
}

export default function Contact({ actionData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	return (
		<>
			<JsonLd data={[educationalOrganizationJsonLd(site, origin), breadcrumbListJsonLd(origin, [{ name: 'Contact us', path: '/contact' }])]} />
			<PageHeader eyebrow="Contact" title="Contact us">
				<p>Questions about courses, IELTS batches or studying abroad? Visit us, call, chat or write: a counsellor replies within one working day.</p>
			</PageHeader>
			<div className="container-page grid gap-10 py-10 md:grid-cols-[2fr_3fr]">
				<ContactDetails site={site} />
				<ContactForm result={actionData} />
			</div>
			<LocationMap site={site} />
		</>
	)
}
