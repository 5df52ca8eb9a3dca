import { data, Link } from 'react-router'
import { ContactDetails } from '~/features/content/contact/ContactDetails'
import { LocationMap } from '~/features/content/contact/LocationMap'
import { PageIntroHeader } from '~/features/content/PageHeader'
import { getPageIntro } from '~/features/content/site-content.server'
import { formFailure } from '~/components/ui/form'
import { ContactForm } from '~/features/leads/ContactForm'
import { createContactMessage, findStoredContactMessage } from '~/features/leads/contact.server'
import { idempotencyKeyFrom, leadNotification } from '~/features/leads/lead-context.server'
import { checkFormRateLimit, retryAfterHeaders, retryAfterOfAction } from '~/lib/form-rate-limit.server'
import { readSubmission } from '~/lib/form.server'
import { CONTACT_INVALID_MESSAGE, CONTACT_SUCCESS_MESSAGE, type ContactResult } from '~/features/leads/contact'
import { contactSchema } from '~/features/leads/contact-schema'
import { leadOrigin } from '~/lib/request.server'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr, withSiteFacts } from '~/features/content/page-text'
import { messageRef, PageMessages, useLocale } from '~/features/i18n/i18n'
import { metaTexts, pageOnlyMessages, trustLabelMessages } from '~/features/i18n/catalogues.server'
import { requestLocale } from '~/features/i18n/language-choice.server'
import type { Route } from './+types/contact'
import { BreadcrumbJsonLd, JsonLd } from '~/components/ui/JsonLd'
import { educationalOrganizationJsonLd } from '~/lib/structured-data'
import { siteSettings, visitingDetailsIn } from '~/features/studio/site-settings.server'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(
			loaderData?.intro.search,
			root.site,
			withSiteFacts(loaderData?.meta, root.site) ?? {
				title: 'Contact us',
				description: `Visit ${root.site.name} at ${root.site.address}, call ${root.site.phone}, chat on WhatsApp or send us a message. We reply within one working day.`,
			},
		),
		pathname: '/contact',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'organisation',
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.services
	const locale = localeOfPath(new URL(request.url).pathname)
	const [intro, visiting] = await Promise.all([getPageIntro(db, 'contact', locale), visitingDetailsIn(db, context.services.config.site, locale)])
	return { intro, visiting, meta: metaTexts(locale, 'contact'), messages: { ...pageOnlyMessages(locale, 'contact.'), ...trustLabelMessages(locale) } }
}

export const headers = retryAfterOfAction

export async function action({ request, context }: Route.ActionArgs) {
	const read = await readSubmission(request, contactSchema)
	if (!read) return data(formFailure(CONTACT_INVALID_MESSAGE), { status: 400 })
	const { form, submission } = read
	// Honeypot filled in: a bot. Answer as if it worked and store nothing.
	if (form.get('website')) return sent
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	const { db } = context.services
	const origin = leadOrigin(request, form.get('sourcePage'))
	const idempotencyKey = idempotencyKeyFrom(form)
	try {
		// A retry of a message already stored is answered as before, without counting against the limit.
		if (await findStoredContactMessage(db, submission.value, origin, idempotencyKey)) return sent
		const limit = await checkFormRateLimit(context, 'contact', requestLocale(request))
		if (limit.limited) return data(submission.reply({ formErrors: [limit.message] }), { status: 429, headers: retryAfterHeaders(limit) })
		await createContactMessage(db, submission.value, origin, await leadNotification(context, request), idempotencyKey, requestLocale(request))
	} catch (error) {
		context.services.logger.error({ err: error }, 'could not store a contact message')
		const { phone } = await siteSettings(context)
		return data(submission.reply({ formErrors: [messageRef('contact.error.failed', { phone })] }), { status: 503 })
	}
	return sent
}

/** The answer to a message sent (or to a bot): thanks, and an empty form. */
const sent: ContactResult = { status: 'success', initialValue: null, message: CONTACT_SUCCESS_MESSAGE }

export default function Contact({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	const locale = useLocale()
	return (
		<PageMessages messages={loaderData.messages}>
			<JsonLd data={educationalOrganizationJsonLd(site, origin)} />
			<BreadcrumbJsonLd origin={origin} trail={[{ name: loaderData.meta?.title ?? 'Contact us', path: '/contact' }]} />
			<PageIntroHeader intro={loaderData.intro}>
				{loaderData.intro.note ? (
					<p className="mt-2">
						{/* The editor's [bracketed words] are the link to /book. */}
						{loaderData.intro.note.split(/\[([^\]]+)\]/).map((part, index) =>
							index % 2 === 1 ? (
								<Link key={part} to={localizedPath('/book', locale)} className="font-semibold underline underline-offset-2">
									{part}
								</Link>
							) : (
								part
							),
						)}
					</p>
				) : null}
			</PageIntroHeader>
			<div className="container-page grid gap-10 py-10 md:grid-cols-[2fr_3fr]">
				<ContactDetails site={site} visiting={loaderData.visiting} />
				<ContactForm result={actionData} />
			</div>
			<LocationMap site={site} address={loaderData.visiting.address} />
		</PageMessages>
	)
}
