import { Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { listFactsDueForCheck } from '~/features/countries/facts/facts.server'
import { GUIDE_REVIEW_DAYS, guidesDueForReview } from '~/features/countries/guide-reviews.server'
import { absoluteTime } from '~/features/leads/admin/format'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-review'
import { StudioBreadcrumb } from '~/features/studio/StudioBreadcrumb'

export const headers = studioHeaders

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Due for review | Content studio', description: 'Country guides not reviewed recently and guide facts not checked recently, oldest first.', pathname: '/admin/content/review', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await studioRequest(request, context)
	const { db, config } = context.services
	const [guides, facts] = await Promise.all([guidesDueForReview(db), listFactsDueForCheck(db, { olderThanMonths: config.factCheckMonths })])
	return {
		guides,
		days: GUIDE_REVIEW_DAYS,
		facts: facts.map(({ countryId, key, label, checkedOn }) => ({ countryId, key, label, checkedOn })),
		months: config.factCheckMonths,
		timeZone: config.site.timeZone,
	}
}

/** The review list (issue 15): the guides and the facts whose last review or check is older than its interval, oldest first. */
export default function ContentReview({ loaderData }: Route.ComponentProps) {
	const { guides, days, facts, months, timeZone } = loaderData
	return (
		<section className="container-page py-10">
			<StudioBreadcrumb />
			<h1 className="mt-3 text-3xl font-extrabold text-brand-900">Due for review</h1>
			<section aria-labelledby="guides-due" className="mt-6">
				<h2 id="guides-due" className="text-2xl font-bold text-brand-900">
					Country guides not reviewed for {days} days
				</h2>
				<p className="mt-1 text-slate-700">Oldest review first. Open a guide, check it against its sources, then mark it as reviewed.</p>
				{guides.length === 0 ? (
					<p className="mt-4 text-slate-700">Every guide was reviewed in the last {days} days.</p>
				) : (
					<table className="mt-4 w-full text-left">
						<caption className="sr-only">Country guides due for review, oldest review first</caption>
						<thead>
							<tr className="border-b border-slate-300">
								<th scope="col" className="py-2 pr-4">
									Guide
								</th>
								<th scope="col" className="py-2 pr-4">
									Last reviewed
								</th>
							</tr>
						</thead>
						<tbody>
							{guides.map((guide) => (
								<tr key={guide.key} className="border-b border-slate-200">
									<th scope="row" className="py-2 pr-4 font-normal">
										<Link to={`/admin/content/country-guide/${guide.key}`} className="font-semibold text-brand-800 underline">
											{guide.name}
										</Link>
									</th>
									<td className="py-2 pr-4">
										{guide.lastReview ? (
											<>
												<time dateTime={guide.lastReview.reviewedAt}>{absoluteTime(guide.lastReview.reviewedAt, timeZone)}</time> by {guide.lastReview.reviewerName}
											</>
										) : (
											'Never'
										)}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				)}
			</section>
			<section aria-labelledby="facts-due" className="mt-10">
				<h2 id="facts-due" className="text-2xl font-bold text-brand-900">
					Guide facts not checked for {months} months
				</h2>
				<p className="mt-1 text-slate-700">Oldest check first. Open a fact, check it against its source, then save it with today's check date.</p>
				{facts.length === 0 ? (
					<p className="mt-4 text-slate-700">Every fact was checked in the last {months} months.</p>
				) : (
					<table className="mt-4 w-full text-left">
						<caption className="sr-only">Guide facts due for a check, oldest check first</caption>
						<thead>
							<tr className="border-b border-slate-300">
								<th scope="col" className="py-2 pr-4">
									Fact
								</th>
								<th scope="col" className="py-2 pr-4">
									Guide
								</th>
								<th scope="col" className="py-2 pr-4">
									Last checked
								</th>
							</tr>
						</thead>
						<tbody>
							{facts.map((fact) => (
								<tr key={`${fact.countryId}/${fact.key}`} className="border-b border-slate-200">
									<th scope="row" className="py-2 pr-4 font-normal">
										<Link to={`/admin/content/facts/${fact.countryId}/${fact.key}`} className="font-semibold text-brand-800 underline">
											{fact.label}
										</Link>
									</th>
									<td className="py-2 pr-4">{fact.countryId}</td>
									<td className="py-2 pr-4">
										<time dateTime={fact.checkedOn}>{fact.checkedOn}</time>
									</td>
								</tr>
							))}
						</tbody>
					</table>
				)}
			</section>
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
