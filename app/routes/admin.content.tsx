import { Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { listFactsDueForCheck } from '~/features/countries/facts/facts.server'
import { GUIDE_REVIEW_DAYS, guidesDueForReview } from '~/features/countries/guide-reviews.server'
import { listEntries } from '~/features/studio/content-store.server'
import { contentTypeNames, contentTypes } from '~/features/studio/content-types'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content'

export const headers = studioHeaders

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Content studio', description: 'Edit, preview and publish the site’s content.', pathname: '/admin/content', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { user } = await studioRequest(request, context)
	const types = await Promise.all(
		contentTypeNames.map(async (type) => {
			const entries = await listEntries(context.services.db, type)
			return { type, plural: contentTypes[type].plural, count: entries.length, drafts: entries.filter((e) => e.hasDraft).length }
		}),
	)
	const { db, config } = context.services
	const [guides, facts] = await Promise.all([guidesDueForReview(db), listFactsDueForCheck(db, { olderThanMonths: config.factCheckMonths })])
	return { types, isAdmin: user.role === 'admin', guidesDue: guides.length, reviewDays: GUIDE_REVIEW_DAYS, factsDue: facts.length, factCheckMonths: config.factCheckMonths }
}

export default function ContentStudio({ loaderData }: Route.ComponentProps) {
	return (
		<section className="container-page py-10">
			<h1 className="text-3xl font-extrabold text-brand-900">Content studio</h1>
			<p className="mt-1 text-slate-700">Edit the site’s content, preview it and publish it. Visitors see only what is published.</p>
			<p className="mt-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-slate-900">
				{loaderData.guidesDue === 1 ? '1 country guide is' : `${loaderData.guidesDue} country guides are`} due for review (not reviewed for{' '}
				{loaderData.reviewDays} days);{' '}
				{loaderData.factsDue === 1 ? '1 guide fact is' : `${loaderData.factsDue} guide facts are`} due for a check (not checked for {loaderData.factCheckMonths} months).{' '}
				<Link to="/admin/content/review" className="font-semibold text-brand-800 underline">
					See what is due for review
				</Link>
			</p>
			<ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{loaderData.types.map((type) => (
					<li key={type.type} className="rounded-2xl border border-slate-200 bg-white p-5">
						<h2 className="text-xl font-bold text-brand-900">
							<Link to={`/admin/content/${type.type}`} className="underline">
								{type.plural}
							</Link>
						</h2>
						<p className="mt-1 text-slate-700">
							{type.count} entries, {type.drafts} with an unpublished draft
						</p>
					</li>
				))}
			</ul>
			<p className="mt-8">
				<Link to="/admin/content/facts" className="font-semibold text-brand-800 underline">
					Guide facts: the figures of the country guides, and the exchange rates
				</Link>
			</p>
			<p className="mt-4">
				<Link to="/admin/content/images" className="font-semibold text-brand-800 underline">
					Images: upload and see the uploaded images
				</Link>
			</p>
			{loaderData.isAdmin ? (
				<p className="mt-8">
					<Link to="/admin/content/audit" className="font-semibold text-brand-800 underline">
						Audit log of every content action
					</Link>
				</p>
			) : null}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
