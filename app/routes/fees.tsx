import { data } from 'react-router'
import { localeOfPath } from '~/features/i18n/locales'
import { resolveFeeSchedule } from '~/features/content/fees'
import { listCourses } from '~/features/courses/courses.server'
import { getFeeSchedule, listOnlineCourses } from '~/features/content/site-content.server'
import { seedCourses } from '~/features/courses/seed-courses'
import { withCourseDefaults } from '~/features/courses/course-view'
import { FeesPage } from '~/features/content/FeesPage'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/fees'
import { JsonLd } from '~/components/ui/JsonLd'
import { breadcrumbListJsonLd } from '~/lib/structured-data'
import { TrustFacts } from '~/components/layout/TrustFacts'
import { trustFacts } from '~/config/site-settings'

export async function loader({ request, context }: Route.LoaderArgs) {
	const schedule = await getFeeSchedule(context.services.db, localeOfPath(new URL(request.url).pathname))
	if (!schedule) throw data(null, { status: 404 })
	// Course names and durations come from the catalogue, so this page and the course pages agree.
	let catalogue
	try {
		catalogue = await listCourses(context.services.db)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId }, 'failed to list courses for the fees page')
		catalogue = seedCourses.map(withCourseDefaults)
	}
	return { schedule: resolveFeeSchedule(schedule, catalogue, await listOnlineCourses(context.services.db)) }
}

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Fees and refund policy',
		description: `The published service fees of ${root.site.name} in rupees, including free counselling, IELTS coaching, language courses and visa filing, and our refund policy.`,
		pathname: '/fees',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
	})
}

export default function Fees({ loaderData, matches }: Route.ComponentProps) {
	return (
		<>
			<JsonLd data={breadcrumbListJsonLd(matches[0].loaderData.origin, [{ name: 'Fees and refund policy', path: '/fees' }])} />
			<FeesPage schedule={loaderData.schedule} />
			{trustFacts(matches[0].loaderData.site.trust).length > 0 ? (
				<section aria-labelledby="fees-registration" className="container-page pb-10">
					<h2 id="fees-registration" className="text-xl font-bold text-brand-900">
						Registration
					</h2>
					<TrustFacts trust={matches[0].loaderData.site.trust} className="mt-2 text-slate-700" />
				</section>
			) : null}
		</>
	)
}
