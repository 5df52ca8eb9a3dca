import { data, Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { courseView } from '~/features/courses/courses.server'
import { publishedCourseFee } from '~/features/content/fees'
import { journalArticle } from '~/features/content/journal/journal.server'
import { JournalArticle } from '~/features/content/journal/JournalPages'
import { getEntry } from '~/features/studio/content-store.server'
import { imageResolver } from '~/features/studio/images.server'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { courseDocumentSchema, journalPostDocumentSchema } from '~/features/studio/studio-schema'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-preview'
import { CourseDetail } from './course'

export const headers = studioHeaders

export function meta({ matches, params }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Preview of the draft | Content studio', description: 'The saved draft, as the public page will show it.', pathname: `/admin/content/${params.type}/${params.key}/preview`, origin: root.origin, siteName: root.site.name, noIndex: true })
}

/** The saved draft (else the published document) rendered by the public page's own component. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const { type } = await studioRequest(request, context, params.type)
	const entry = await getEntry(context.services.db, type, params.key)
	if (!entry) throw data(null, { status: 404 })
	const stored = entry.draft ?? entry.published
	const resolveImage = await imageResolver(context.services.db)
	const shown =
		type === 'course'
			? ({ type, course: courseView(entry.key, courseDocumentSchema.parse(stored), resolveImage), fee: publishedCourseFee(entry.key) ?? null } as const)
			: ({ type, post: journalArticle(entry.key, journalPostDocumentSchema.parse(stored), resolveImage) } as const)
	return { key: entry.key, hasDraft: entry.draft !== null, shown }
}

export default function ContentPreview({ loaderData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	return (
		<>
			<div role="region" aria-label="Preview" className="border-b border-amber-300 bg-amber-50">
				<p className="container-page py-3 text-amber-950">
					{loaderData.hasDraft ? 'Preview of the saved draft: visitors do not see it until it is published.' : 'There is no draft: this is the published version.'}{' '}
					<Link to={`/admin/content/${loaderData.shown.type}/${loaderData.key}`} className="font-semibold underline">
						Back to the editor
					</Link>
				</p>
			</div>
			{loaderData.shown.type === 'course' ? (
				<CourseDetail course={loaderData.shown.course} fee={loaderData.shown.fee} requested={false} site={site} origin={origin} />
			) : (
				<JournalArticle post={loaderData.shown.post} />
			)}
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
