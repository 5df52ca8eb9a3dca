import { data } from 'react-router'
import { localeOfPath } from '~/features/i18n/locales'
import { resolveFeeSchedule } from '~/features/content/fees'
import { listCourses } from '~/features/courses/courses.server'
import { getFeeSchedule, getPageIntro, listOnlineCourses } from '~/features/content/site-content.server'
import { seedCourses } from '~/features/courses/seed-courses'
import { withCourseDefaults } from '~/features/courses/course-view'
import { FeesPage } from '~/features/content/FeesPage'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr } from '~/features/content/page-text'
import type { Route } from './+types/fees'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'
import { island } from '~/lib/islands.server'
import { TrustFacts } from '~/components/layout/TrustFacts'
import { trustFacts } from '~/config/site-settings'
import { messagesApart, pageMessages, translator, trustLabelMessages } from '~/features/i18n/catalogues.server'
import { formatDate } from '~/features/i18n/formats'
import { PageMessages, translatorOf } from '~/features/i18n/i18n'

export async function loader({ request, context }: Route.LoaderArgs) {
	const locale = localeOfPath(new URL(request.url).pathname)
	const [schedule, intro] = await Promise.all([getFeeSchedule(context.services.db, locale), getPageIntro(context.services.db, 'fees', locale)])
	if (!schedule) throw data(null, { status: 404 })
	// Course names and durations come from the catalogue, so this page and the course pages agree.
	let catalogue
	try {
		catalogue = await listCourses(context.services.db, locale)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'failed to list courses for the fees page')
		catalogue = seedCourses.map(withCourseDefaults)
	}
	const resolved = resolveFeeSchedule(schedule, catalogue, await listOnlineCourses(context.services.db, locale), translator(locale)('answer.fees.perCourse'))
	// The tables and the policy travel once, as markup (lib/island.tsx), with the words only they use.
	const { messages, islandMessages } = messagesApart(pageMessages(locale, 'fees'), (key) => !FEES_PAGE_KEYS.has(key))
	return { intro, validFrom: resolved.validFrom, schedule: island(context, 'fees-schedule', { ...resolved, messages: islandMessages }), validFromLabel: formatDate(resolved.validFrom, locale), messages: { ...messages, ...trustLabelMessages(locale) } }
}

/** The fees messages outside the island: the date in the header, meta()'s and the registration's. */
const FEES_PAGE_KEYS = new Set(['page.fees.validFrom', 'page.fees.metaTitle', 'page.fees.metaDescription', 'page.fees.registration'])

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: loaderData?.messages ?? {} })
	return pageMeta({
		...searchTextsOr(loaderData?.intro.search, root.site, {
			title: t('page.fees.metaTitle'),
			description: t('page.fees.metaDescription', { name: root.site.name }),
		}),
		pathname: '/fees',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
	})
}

export default function Fees({ loaderData, matches }: Route.ComponentProps) {
	const t = translatorOf({ locale: matches[0].loaderData.locale, messages: loaderData.messages })
	return (
		<PageMessages messages={loaderData.messages}>
			<BreadcrumbJsonLd origin={matches[0].loaderData.origin} trail={[{ name: t('page.fees.metaTitle'), path: '/fees' }]} />
			<FeesPage intro={loaderData.intro} validFrom={loaderData.validFrom} schedule={loaderData.schedule} validFromLabel={loaderData.validFromLabel} />
			{trustFacts(matches[0].loaderData.site.trust).length > 0 ? (
				<section aria-labelledby="fees-registration" className="container-page pb-10">
					<h2 id="fees-registration" className="text-xl font-bold text-brand-900">
						{t('page.fees.registration')}
					</h2>
					<TrustFacts trust={matches[0].loaderData.site.trust} className="mt-2 text-slate-700" />
				</section>
			) : null}
		</PageMessages>
	)
}
