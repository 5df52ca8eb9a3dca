import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'
import { factNoteMessages, toolMessages, translator } from '~/features/i18n/catalogues.server'
import { PageMessages, useT } from '~/features/i18n/i18n'
import { type Locale, localeOfPath } from '~/features/i18n/locales'
import { ComparePage } from '~/features/tools/compare/ComparePage'
import { chosenCountries } from '~/features/tools/compare/compare-rows'
import { countryNamesIn } from '~/features/countries/country-page.server'
import { comparisonInWords, loadComparison } from '~/features/tools/compare/compare.server'
import { submitCounsellorLead } from '~/features/tools/counsellor-lead/counsellor-lead.server'
import { retryAfterOfAction } from '~/lib/form-rate-limit.server'
import { publicOrigin } from '~/lib/request.server'
import { searchTextsOr } from '~/features/content/page-text'
import { getPageSearch } from '~/features/content/site-content.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/compare'

/** /compare (issue 19, item 3): 2 to 4 countries side by side from their guides' facts; the choice is in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const t = translator(locale)
	const choice = chosenCountries(url.searchParams.getAll('country'))
	const [columns, search] = await Promise.all([
		choice.countries.length > 0 && !choice.problem ? loadComparison(context.services.db, choice.countries) : null,
		getPageSearch(context.services.db, 'compare', locale),
	])
	return {
		search,
		choice,
		columns,
		countryNames: countryNamesIn(locale),
		messages: compareMessages(locale, columns !== null),
		title: t('tools.compare.title'),
		description: t('tools.compare.description'),
	}
}

/** The words of a comparison (its cells, with the guides' facts and their notes, GuideText) and of its lead form. */
const COMPARISON_ONLY = /^(guide\.fact\.|tools\.lead\.|enquiry\.|tools\.compare\.(row\.|noFact$|readGuide$|notice$))/

/**
 * The page's messages: without a comparison the page is its form, which needs none of a
 * comparison's (issue 21). The description is meta()'s, written by the loader.
 */
function compareMessages(locale: Locale, comparing: boolean) {
	const all = { ...toolMessages(locale, 'compare'), ...factNoteMessages(locale) }
	return Object.fromEntries(Object.entries(all).filter(([key]) => key !== 'tools.compare.description' && (comparing || !COMPARISON_ONLY.test(key))))
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(loaderData?.search, root.site, { title: loaderData?.title ?? 'Compare study destinations', description: loaderData?.description ?? '' }),
		pathname: '/compare',
		origin: root.origin,
		locale: root.locale,
		siteName: root.site.name,
		image: 'country',
	})
}

export const headers = retryAfterOfAction

/** "Talk to a counsellor about this": the lead carries the comparison, worked out again from the posted countries. */
export async function action({ request, context }: Route.ActionArgs) {
	return submitCounsellorLead(request, context, 'compare', async (form) => {
		const choice = chosenCountries(form.getAll('country').filter((value) => typeof value === 'string'))
		const sourcePage = `/compare?${choice.countries.map((id) => `country=${id}`).join('&')}`
		if (choice.countries.length === 0 || choice.problem)
			return {
				message: `Countries chosen: ${choice.countries.join(', ') || 'none'}`,
				sourcePage,
			}
		const columns = await loadComparison(context.services.db, choice.countries)
		return {
			message: comparisonInWords(columns, publicOrigin(context.services.config, request)),
			sourcePage,
		}
	})
}

export default function Compare({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { origin } = matches[0].loaderData
	const t = useT()
	return (
		<PageMessages messages={loaderData.messages}>
			<BreadcrumbJsonLd
				origin={origin}
				trail={[
					{ name: t('nav.studyAbroad'), path: '/country' },
					{ name: loaderData.title, path: '/compare' },
				]}
			/>
			<ComparePage choice={loaderData.choice} columns={loaderData.columns} countryNames={loaderData.countryNames} leadResult={actionData} />
		</PageMessages>
	)
}
