import crypto from 'node:crypto'
import { data } from 'react-router'
import { submitEnquiry } from '~/features/leads/enquiry-action.server'
import { isEnquiryCourse } from '~/features/leads/enquiry'
import { EnquiryPageForm } from '~/features/leads/EnquiryForm'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'
import { searchTextsOr, withSiteFacts } from '~/features/content/page-text'
import { getPageSearch } from '~/features/content/site-content.server'
import { dialogMessages, metaTexts, pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { localeOfPath } from '~/features/i18n/locales'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/enquire'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(
			loaderData?.search,
			root.site,
			withSiteFacts(loaderData?.meta, root.site) ?? {
				title: 'Enquire Now',
				description: `Ask ${root.site.name} about a course or studying abroad. A counsellor contacts you within 24 hours.`,
			},
		),
		pathname: '/enquire',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const course = url.searchParams.get('course')
	const locale = localeOfPath(url.pathname)
	const search = await getPageSearch(context.services.db, 'enquire', locale)
	return data(
		{
			course: isEnquiryCourse(course) ? course : undefined,
			search,
			meta: metaTexts(locale, 'enquire'),
			// The dialog's texts (this page is the dialog without JavaScript) and the course options in
			// Punjabi or Hindi (an English page shows SPEC's from enquiry.ts).
			messages: { ...dialogMessages(locale), ...pageOnlyMessages(locale, 'enquiry.option.') },
			// One key per form shown: a resent form is stored once.
			idempotencyKey: crypto.randomUUID(),
		},
		// The key is this visitor's alone: the page must never come from a cache shared with
		// another visitor (who would send the same key and be "thanked" without being stored).
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
	const retryAfter = actionHeaders.get('Retry-After')
	return { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const outcome = await submitEnquiry(request, context)
	return data(outcome.body, { status: outcome.status, headers: outcome.headers })
}

/** The enquiry form as a page (the dialog's fallback without JavaScript, and a shareable link). */
export default function EnquirePage({ loaderData, actionData, matches }: Route.ComponentProps) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData.messages })
	return (
		<section className="container-page max-w-xl py-14">
			<BreadcrumbJsonLd origin={root.origin} trail={[{ name: loaderData.meta?.title ?? 'Enquire Now', path: '/enquire' }]} />
			<h1 className="text-3xl font-extrabold text-brand-900">{t('enquiry.title')}</h1>
			<p className="mt-2 text-slate-600">{t('enquiry.intro')}</p>
			<div className="mt-6">
				<PageMessages messages={loaderData.messages}>
					<EnquiryPageForm result={actionData} course={loaderData.course} idempotencyKey={loaderData.idempotencyKey} />
				</PageMessages>
			</div>
		</section>
	)
}
