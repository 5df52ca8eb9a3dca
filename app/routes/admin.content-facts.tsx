import { Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { countryDirectory } from '~/features/countries/country-directory'
import { countFactsByCountry } from '~/features/countries/facts/facts.server'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-facts'

export const headers = studioHeaders

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Guide facts | Content studio', description: 'The figures of the country guides.', pathname: '/admin/content/facts', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await studioRequest(request, context)
	const counts = new Map((await countFactsByCountry(context.services.db)).map((row) => [row.countryId, row]))
	return { guides: countryDirectory.map((guide) => ({ id: guide.id, name: guide.name, total: counts.get(guide.id)?.total ?? 0, unconfirmed: counts.get(guide.id)?.unconfirmed ?? 0 })) }
}

export default function GuideFacts({ loaderData }: Route.ComponentProps) {
	return (
		<section className="container-page py-10">
			<Link to="/admin/content" className="font-semibold text-brand-800 underline">
				Content studio
			</Link>
			<h1 className="mt-3 text-3xl font-extrabold text-brand-900">Guide facts</h1>
			<p className="mt-1 max-w-prose text-slate-700">
				Every fee, amount of money to show, work-hour limit and post-study rule of the country guides, stored once. Change a figure
				here and every place its guide names it shows the new one, with its as-of date and source.
			</p>
			<p className="mt-4">
				<Link to="/admin/content/exchange-rates" className="font-semibold text-brand-800 underline">
					Exchange rates: the rupee amounts of the guides
				</Link>
			</p>
			<ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
				{loaderData.guides.map((guide) => (
					<li key={guide.id} className="rounded-2xl border border-slate-200 bg-white p-5">
						<h2 className="text-lg font-bold text-brand-900">
							<Link to={`/admin/content/facts/${guide.id}`} className="underline">
								{guide.name}
							</Link>
						</h2>
						<p className="mt-1 text-slate-700">
							{guide.total} facts, {guide.unconfirmed} unconfirmed
						</p>
					</li>
				))}
			</ul>
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
