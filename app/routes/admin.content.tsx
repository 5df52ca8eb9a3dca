import { Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
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
	return { types, isAdmin: user.role === 'admin' }
}

export default function ContentStudio({ loaderData }: Route.ComponentProps) {
	return (
		<section className="container-page py-10">
			<h1 className="text-3xl font-extrabold text-brand-900">Content studio</h1>
			<p className="mt-1 text-slate-700">Edit the site’s content, preview it and publish it. Visitors see only what is published.</p>
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
