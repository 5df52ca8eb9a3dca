import { Link } from 'react-router'
import { requireAdmin } from '~/features/accounts/session.server'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { absoluteTime } from '~/features/leads/admin/format'
import { listAudit } from '~/features/studio/content-store.server'
import { studioHeaders } from '~/features/studio/studio-route.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-audit'

export const headers = studioHeaders

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Content audit log | Content studio', description: 'Every content action: who, what, when.', pathname: '/admin/content/audit', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return { rows: await listAudit(context.services.db), timeZone: context.services.config.site.timeZone }
}

const actionLabels = {
	create: 'Created',
	save: 'Saved a draft',
	publish: 'Published',
	unpublish: 'Unpublished',
	discard: 'Discarded the draft',
	restore: 'Restored a revision',
	upload: 'Uploaded an image',
	review: 'Marked as reviewed',
} as const

export default function ContentAudit({ loaderData }: Route.ComponentProps) {
	return (
		<section className="container-page py-10">
			<Link to="/admin/content" className="font-semibold text-brand-800 underline">
				Content studio
			</Link>
			<h1 className="mt-3 text-3xl font-extrabold text-brand-900">Content audit log</h1>
			{loaderData.rows.length === 0 ? (
				<p className="mt-4 text-slate-700">No content action yet.</p>
			) : (
				<div className="mt-6 overflow-x-auto">
					<table className="w-full min-w-[36rem] border-collapse text-left">
						<caption className="sr-only">Content actions, newest first</caption>
						<thead>
							<tr className="border-b border-slate-300">
								<th scope="col" className="py-2 pr-4">When</th>
								<th scope="col" className="py-2 pr-4">Who</th>
								<th scope="col" className="py-2 pr-4">Action</th>
								<th scope="col" className="py-2">Entry</th>
							</tr>
						</thead>
						<tbody>
							{loaderData.rows.map((row) => (
								<tr key={row.id} className="border-b border-slate-200">
									<td className="py-2 pr-4">
										<time dateTime={row.createdAt}>{absoluteTime(row.createdAt, loaderData.timeZone)}</time>
									</td>
									<td className="py-2 pr-4">{row.userName}</td>
									<td className="py-2 pr-4">{actionLabels[row.action]}</td>
									<td className="py-2">
										<Link to={row.type === 'image' ? '/admin/content/images' : `/admin/content/${row.type}/${row.key}`} className="text-brand-800 underline">
											{row.type} {row.key}
										</Link>
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
