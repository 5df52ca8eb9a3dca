import { data, Link } from 'react-router'
import { subscribeToNewsletter } from '~/features/leads/newsletter.server'
import { newsletterSchema } from '~/features/leads/newsletter-schema'
import { type NewsletterActionData, NewsletterForm } from '~/features/leads/NewsletterForm'
import { leadNotification, readForm, textField } from '~/features/leads/lead-context.server'
import { checkFormRateLimit, retryAfterHeaders } from '~/lib/form-rate-limit.server'
import { leadOrigin } from '~/lib/request.server'
import type { Route } from './+types/newsletter'

export function meta() {
	return [{ title: 'Newsletter' }, { name: 'robots', content: 'noindex' }]
}

/**
 * The sign-up box lives in the footer and posts here. Without JavaScript the answer is this page;
 * opened directly, the page offers the same box.
 */
export function loader() {
	return null
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readForm(request)
	if (!form) return data({ ok: false, message: 'Please enter a valid email address' } satisfies NewsletterActionData, { status: 400 })
	if (form.get('website')) {
		// Honeypot filled in: a bot. Answer as if it worked and store nothing.
		return { ok: true, message: 'Thank you! You are subscribed.' } satisfies NewsletterActionData
	}
	const parsed = newsletterSchema.safeParse({ email: textField(form, 'email', 1000) })
	if (!parsed.success) {
		return data(
			{ ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address', email: textField(form, 'email', 254) } satisfies NewsletterActionData,
			{ status: 400 },
		)
	}
	let alreadySubscribed: boolean
	try {
		// Only a valid address counts against the per-IP limit.
		const limit = await checkFormRateLimit(context, 'newsletter')
		if (limit.limited) return data({ ok: false, message: limit.message, email: parsed.data.email } satisfies NewsletterActionData, { status: 429, headers: retryAfterHeaders(limit) })
		;({ alreadySubscribed } = await subscribeToNewsletter(
			context.services.db,
			parsed.data,
			leadOrigin(request, form.get('sourcePage')),
			leadNotification(context, request),
		))
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'newsletter sign-up could not be stored')
		return data({ ok: false, message: 'Sorry, we could not sign you up just now. Please try again.', email: parsed.data.email } satisfies NewsletterActionData, { status: 503 })
	}
	return {
		ok: true,
		message: alreadySubscribed ? 'You are already subscribed. Thank you!' : 'Thank you! You are subscribed.',
	} satisfies NewsletterActionData
}

/** The answer to a sign-up sent without JavaScript, or the sign-up box on its own. */
export default function NewsletterResult({ actionData }: Route.ComponentProps) {
	return (
		<section className="container-page max-w-xl py-20 text-center">
			<h1 className="text-3xl font-extrabold text-brand-900">Newsletter</h1>
			<p role="status" className="mt-4 text-lg text-slate-700">
				{actionData?.message}
			</p>
			{actionData?.ok ? null : (
				<div className="mx-auto mt-6 max-w-md rounded-2xl bg-brand-900 p-6 text-left">
					<p className="text-white">Study-abroad deadlines, scholarship news and new IELTS batches, about once a month.</p>
					<NewsletterForm />
				</div>
			)}
			<Link to="/" className="mt-8 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
				Back to the home page
			</Link>
		</section>
	)
}
