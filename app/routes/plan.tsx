import { BreadcrumbJsonLd, JsonLd } from '~/components/ui/JsonLd'
import { translatorOf } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import type { PlanMessageKey } from '~/features/tools/plan/catalogue/en'
import { planPageData, submitPlanLead } from '~/features/tools/plan/plan.server'
import { PlanPage } from '~/features/tools/plan/PlanPage'
import { planJsonLd } from '~/features/tools/plan/plan-structured-data'
import { searchTextsOr } from '~/features/content/page-text'
import { getPageSearch } from '~/features/content/site-content.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/plan'

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const [page, searchTexts] = await Promise.all([planPageData(context.services.db, url, locale), getPageSearch(context.services.db, 'plan', locale)])
	return { ...page, searchTexts }
}

export function meta({ data: page, matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf<PlanMessageKey>({ locale: root.locale, messages: page?.messages ?? {} })
	return pageMeta({ ...searchTextsOr(page?.searchTexts, root.site, { title: t('plan.title'), description: t('plan.description') }), pathname: '/plan', origin: root.origin, locale: root.locale, siteName: root.site.name })
}

/** A refused post (429) tells the browser when to try again. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : loaderHeaders
}

export async function action({ request, context }: Route.ActionArgs) {
	return submitPlanLead(request, context, localeOfPath(new URL(request.url).pathname))
}

export default function Plan({ loaderData, actionData, matches }: Route.ComponentProps) {
	const { origin, locale, site } = matches[0].loaderData
	const t = translatorOf<PlanMessageKey>({ locale, messages: loaderData.messages })
	const path = localizedPath('/plan', locale)
	return (
		<>
			<JsonLd data={planJsonLd({ name: t('plan.title'), description: t('plan.description'), url: new URL(path, origin).toString(), siteName: site.name, origin })} />
			<BreadcrumbJsonLd origin={origin} trail={[{ name: t('plan.title'), path }]} />
			<PlanPage data={loaderData} locale={locale} result={actionData} />
		</>
	)
}
