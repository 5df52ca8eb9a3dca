import { Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { factFigure, listFacts } from '~/features/countries/facts/facts.server'
import { guideOf } from '~/features/countries/facts/studio-facts.server'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-facts-list'
import { StudioBreadcrumb } from '~/features/studio/StudioBreadcrumb'
import { StudioSearch, StudioTable } from '~/features/studio/StudioTable'

export const headers = studioHeaders

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: `${loaderData?.name ?? 'Guide'} facts | Content studio`, description: 'The figures of one country guide.', pathname: `/admin/content/facts/${params.country}`, origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await studioRequest(request, context)
	const guide = guideOf(params.country)
	const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200)
	const facts = await listFacts(context.services.db, guide.id, q)
	return {
		id: guide.id,
		name: guide.name,
		q,
		facts: facts.map((fact) => ({ key: fact.key, label: fact.label, figure: factFigure({ ...fact, status: 'confirmed' }) ?? '—', status: fact.status, sourceName: fact.sourceName, checkedOn: fact.checkedOn })),
	}
}

export default function GuideFactList({ loaderData }: Route.ComponentProps) {
	const { id, name, q, facts } = loaderData
	return (
		<section className="container-page py-10">
			<StudioBreadcrumb trail={[{ to: '/admin/content/facts', label: 'Guide facts' }]} />
			<h1 className="mt-3 text-3xl font-extrabold text-brand-900">{name}: facts</h1>
			<p className="mt-1 text-slate-700">
				The guide names each fact as <code>{'{fact:key}'}</code>.{' '}
				<Link to={`/country/${id}`} className="font-semibold text-brand-800 underline">
					View the guide
				</Link>
			</p>
			<StudioSearch name={`Search the ${name} facts`} label="Search by key, label, figure or source" inputId="facts-q" q={q} />
			<StudioTable caption={`The ${name} guide’s facts, by key`} columns={['Fact', 'Figure', 'Status', 'Source', 'Checked on']} minWidth="min-w-[48rem]" rowCount={facts.length}>
				{facts.map((fact) => (
					<tr key={fact.key} className="border-b border-slate-200 align-top">
						<td className="py-2 pr-4">
							<Link to={`/admin/content/facts/${id}/${fact.key}`} className="font-semibold text-brand-800 underline">
								{fact.label}
							</Link>
							<div className="text-sm text-slate-600">{fact.key}</div>
						</td>
						<td className="py-2 pr-4">{fact.figure}</td>
						<td className="py-2 pr-4">{fact.status === 'confirmed' ? 'Confirmed' : 'Unconfirmed'}</td>
						<td className="py-2 pr-4">{fact.sourceName}</td>
						<td className="py-2">
							<time dateTime={fact.checkedOn}>{fact.checkedOn}</time>
						</td>
					</tr>
				))}
			</StudioTable>
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
