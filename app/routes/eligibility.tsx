import { data } from 'react-router'
import { JsonLd } from '~/components/ui/JsonLd'
import { toolMessages, translator } from '~/features/i18n/catalogues.server'
import { PageMessages } from '~/features/i18n/i18n'
import { localeOfPath } from '~/features/i18n/locales'
import { submitCounsellorLead } from '~/features/tools/counsellor-lead/counsellor-lead.server'
import { parseEligibility } from '~/features/tools/eligibility/eligibility'
import { eligibilityInWords, eligibilityPageData, eligibilityResults, formOnlyMessages } from '~/features/tools/eligibility/eligibility.server'
import { figureMessages } from '~/features/tools/plan/plan-messages.server'
import { EligibilityPage } from '~/features/tools/eligibility/EligibilityPage'
import { defaultCacheControl } from '~/lib/http-cache.server'
import { retryAfterOfAction } from '~/lib/form-rate-limit.server'
import { searchTextsOr } from '~/features/content/page-text'
import { getPageSearch } from '~/features/content/site-content.server'
import { pageMeta } from '~/lib/seo'
import { breadcrumbListJsonLd } from '~/lib/structured-data'
import type { Route } from './+types/eligibility'

/** The answers a form carries, as the query string the page reads them from. */
function answersOf(entries: Iterable<[string, FormDataEntryValue]>) {
	const answers = new URLSearchParams()
	for (const [name, value] of entries)
		if (typeof value === 'string' && name !== 'name' && name !== 'email' && name !== 'mobile' && name !== 'website' && name !== 'idempotencyKey') answers.append(name, value)
	return answers
}

/** /eligibility (issue 19, item 2): the answers in the URL, weighed against the rules editors keep in the studio. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const t = translator(locale)
	const parsed = parseEligibility(url.searchParams)
	const [page, search] = await Promise.all([eligibilityPageData(context.services.db, url.searchParams, parsed, locale), getPageSearch(context.services.db, 'eligibility', locale)])
	return data(
		{
			search,
			parsed,
			...page,
			query: url.searchParams.toString(),
			// The empty form's first load carries only its own words; a result brings the rest.
			messages: parsed.status === 'empty' ? formOnlyMessages(toolMessages(locale, 'eligibility')) : toolMessages(locale, 'eligibility'),
			// The planner's words for the family's own rates and tuition (YourFigures): one vocabulary on both pages.
			figureMessages: page.rateFields.length + page.feeFields.length > 0 ? figureMessages(locale) : null,
			title: t('tools.eligibility.title'),
			description: t('tools.eligibility.description'),
		},
		// A result depends on the family's own figures (fx.GBP, fee.<country>), which the shared page
		// cache does not key on /eligibility yet (rendered-page-cache.server.ts keys them on /plan only):
		// a stored result would be answered for the same answers with other figures. So results are
		// not stored there (a route that sets its own Cache-Control is left alone: isSharedPage); the empty
		// form still is. The value is the one every page gets. Drop this once the cache keys those parameters here.
		parsed.status === 'empty' ? undefined : { headers: { 'Cache-Control': defaultCacheControl(request, 200, new Headers()) } },
	)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(loaderData?.search, root.site, { title: loaderData?.title ?? 'Check your eligibility to study abroad', description: loaderData?.description ?? '' }),
		pathname: '/eligibility',
		origin: root.origin,
		locale: root.locale,
		siteName: root.site.name,
		image: 'country',
	})
}

/** The loader's caching (a result is not stored in the shared cache), and after a refused post (429) the action's Retry-After. */
export function headers(args: Route.HeadersArgs) {
	const headers = new Headers(retryAfterOfAction(args))
	const cacheControl = args.loaderHeaders.get('Cache-Control')
	if (cacheControl) headers.set('Cache-Control', cacheControl)
	return headers
}

/** "Talk to a counsellor about this": the lead carries the answers and the result, worked out again from the posted answers. */
export async function action({ request, context }: Route.ActionArgs) {
	return submitCounsellorLead(request, context, 'eligibility', async (form) => {
		const answers = answersOf(form.entries())
		const sourcePage = `/eligibility?${answers.toString()}`
		const parsed = parseEligibility(answers)
		if (parsed.status !== 'valid') return { message: `Eligibility answers (incomplete): ${answers.toString()}`, sourcePage }
		return { message: eligibilityInWords(parsed.input, await eligibilityResults(context.services.db, parsed.input, 'en')), sourcePage }
	})
}

export default function Eligibility({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { origin } = matches[0].loaderData
	return (
		<PageMessages messages={loaderData.messages}>
			<JsonLd
				data={breadcrumbListJsonLd(origin, [
					{ name: 'Study Abroad', path: '/country' },
					{ name: loaderData.title, path: '/eligibility' },
				])}
			/>
			<EligibilityPage
				parsed={loaderData.parsed}
				results={loaderData.results}
				figures={{ rateFields: loaderData.rateFields, feeFields: loaderData.feeFields, messages: loaderData.figureMessages }}
				query={loaderData.query}
				leadResult={actionData}
			/>
		</PageMessages>
	)
}
