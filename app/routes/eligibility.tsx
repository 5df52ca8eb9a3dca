import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'
import { countryNamesIn } from '~/features/countries/country-page.server'
import { toolMessages, translator } from '~/features/i18n/catalogues.server'
import { PageMessages, useT } from '~/features/i18n/i18n'
import { localeOfPath } from '~/features/i18n/locales'
import { submitCounsellorLead } from '~/features/tools/counsellor-lead/counsellor-lead.server'
import { parseEligibility } from '~/features/tools/eligibility/eligibility'
import { eligibilityInWords, eligibilityPageData, eligibilityResults, formOnlyMessages } from '~/features/tools/eligibility/eligibility.server'
import { figureMessages } from '~/features/tools/plan/plan-messages.server'
import { EligibilityPage } from '~/features/tools/eligibility/EligibilityPage'
import { retryAfterOfAction } from '~/lib/form-rate-limit.server'
import { searchTextsOr } from '~/features/content/page-text'
import { getPageSearch } from '~/features/content/site-content.server'
import { pageMeta } from '~/lib/seo'
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
	return {
		search,
		parsed,
		...page,
		query: url.searchParams.toString(),
		countryNames: countryNamesIn(locale),
		// The empty form's first load carries only its own words; a result brings the rest.
		messages: parsed.status === 'empty' ? formOnlyMessages(toolMessages(locale, 'eligibility')) : toolMessages(locale, 'eligibility'),
		// The planner's words for the family's own rates and tuition (YourFigures): one vocabulary on both pages.
		figureMessages: page.rateFields.length + page.feeFields.length > 0 ? figureMessages(locale) : null,
		title: t('tools.eligibility.title'),
		description: t('tools.eligibility.description'),
	}
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

/** After a refused post (429), the action's Retry-After. */
export const headers = retryAfterOfAction

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
	const t = useT()
	return (
		<PageMessages messages={loaderData.messages}>
			<BreadcrumbJsonLd
				origin={origin}
				trail={[
					{ name: t('nav.studyAbroad'), path: '/country' },
					{ name: loaderData.title, path: '/eligibility' },
				]}
			/>
			<EligibilityPage
				parsed={loaderData.parsed}
				results={loaderData.results}
				figures={{ rateFields: loaderData.rateFields, feeFields: loaderData.feeFields, messages: loaderData.figureMessages }}
				query={loaderData.query}
				countryNames={loaderData.countryNames}
				leadResult={actionData}
			/>
		</PageMessages>
	)
}
