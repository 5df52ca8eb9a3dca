import { data, Link } from 'react-router'
import { formFailure, succeeded } from '~/components/ui/form'
import { leadNotification } from '~/features/leads/lead-context.server'
import { newsletterAnswers, newsletterMessages, type NewsletterResult } from '~/features/leads/newsletter'
import { subscribeToNewsletter } from '~/features/leads/newsletter.server'
import { newsletterSchema } from '~/features/leads/newsletter-schema'
import { NewsletterForm } from '~/features/leads/NewsletterForm'
import { checkFormRateLimit, retryAfterHeaders, retryAfterOfAction } from '~/lib/form-rate-limit.server'
import { readSubmission } from '~/lib/form.server'
import { leadOrigin } from '~/lib/request.server'
import { searchTextsOr } from '~/features/content/page-text'
import { getPageSearch } from '~/features/content/site-content.server'
import type { Route } from './+types/newsletter'
import { PageMessages, translatorOf, useLocale, useMessage, useT } from '~/features/i18n/i18n'
import { pageOnlyMessages, translator } from '~/features/i18n/catalogues.server'
import { requestLocale } from '~/features/i18n/language-choice.server'
import { localizedPath } from '~/features/i18n/locales'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const { title, description } = searchTextsOr(loaderData?.search, root.site, { title: translatorOf(root)('footer.newsletter'), description: '' })
	return [{ title }, ...(description ? [{ name: 'description', content: description }] : []), { name: 'robots', content: 'noindex' }]
}

/**
 * The sign-up box lives in the footer and posts here (/pa/newsletter from a Punjabi page). Without
 * JavaScript the answer is this page; opened directly, the page offers the same box.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const locale = requestLocale(request)
	return { search: await getPageSearch(context.services.db, 'newsletter', locale), messages: pageOnlyMessages(locale, 'newsletter.page.') }
}

export const headers = retryAfterOfAction

const subscribed = (message: string): NewsletterResult => ({ status: 'success', initialValue: null, message })

export async function action({ request, context }: Route.ActionArgs) {
	// The box's answers are written here in the page's language: they are in no page's catalogue (newsletterAnswers).
	const t = translator(requestLocale(request))
	const read = await readSubmission(request, newsletterSchema)
	if (!read) return data(formFailure(newsletterMessages.invalidEmail), { status: 400 })
	const { form, submission } = read
	// Honeypot filled in: a bot. Answer as if it worked and store nothing.
	if (form.get('website')) return subscribed(t(newsletterAnswers.subscribed))
	if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
	let alreadySubscribed: boolean
	try {
		// Only a valid address counts against the per-IP limit.
		const limit = await checkFormRateLimit(context, 'newsletter', requestLocale(request))
		if (limit.limited) return data(submission.reply({ formErrors: [limit.message] }), { status: 429, headers: retryAfterHeaders(limit) })
		;({ alreadySubscribed } = await subscribeToNewsletter(
			context.services.db,
			submission.value,
			leadOrigin(request, form.get('sourcePage')),
			await leadNotification(context, request),
		))
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'newsletter sign-up could not be stored')
		return data(submission.reply({ formErrors: [t(newsletterAnswers.failed)] }), { status: 503 })
	}
	return subscribed(t(alreadySubscribed ? newsletterAnswers.alreadySubscribed : newsletterAnswers.subscribed))
}

/** The answer to a sign-up sent without JavaScript, or the sign-up box on its own. */
export default function NewsletterResultPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<NewsletterPage result={actionData} />
		</PageMessages>
	)
}

function NewsletterPage({ result: actionData }: { result: Route.ComponentProps['actionData'] }) {
	const t = useT()
	const say = useMessage()
	const locale = useLocale()
	return (
		<section className="container-page max-w-xl py-20 text-center">
			<h1 className="text-3xl font-extrabold text-brand-900">{t('footer.newsletter')}</h1>
			{succeeded(actionData) ? (
				<p role="status" className="mt-4 text-lg text-slate-700">
					{say(actionData.message ?? '')}
				</p>
			) : (
				<div className="mx-auto mt-6 max-w-md rounded-2xl bg-brand-900 p-6 text-left">
					<p className="text-white">{t('newsletter.page.blurb')}</p>
					<NewsletterForm lastResult={actionData} />
				</div>
			)}
			<Link to={localizedPath('/', locale)} className="mt-8 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
				{t('newsletter.page.back')}
			</Link>
		</section>
	)
}
