import { data, Link } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { absoluteTime } from '~/features/leads/admin/format'
import {
	discardDraft,
	draftChanges,
	titleOf,
	getEntry,
	listRevisions,
	publishEntry,
	restoreRevision,
	saveDraft,
	shippedDocument,
	unpublishEntry,
	type WriteOutcome,
} from '~/features/studio/content-store.server'
import { type ContentTypeName, contentStateLabels, contentTypes, studioMessages } from '~/features/studio/content-types'
import { editorFormIds, EntryActions, EntryEditor } from '~/features/studio/EntryEditor'
import { RevisionList } from '~/features/studio/RevisionList'
import { GuideEditor } from '~/features/studio/GuideEditor'
import { GuideReviewForm } from '~/features/studio/GuideReviewForm'
import { lastReview, markGuideReviewed } from '~/features/countries/guide-reviews.server'
import { listImages } from '~/features/studio/images.server'
import { GUIDE_TYPE } from '~/features/studio/content-types'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { documentSchemas, entryActionSchema } from '~/features/studio/studio-schema'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-entry'
import { StudioBreadcrumb } from '~/features/studio/StudioBreadcrumb'

export const headers = studioHeaders

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: `${loaderData?.title ?? params.key} | Content studio`,
		description: 'Edit, preview and publish one entry.',
		pathname: `/admin/content/${params.type}/${params.key}`,
		origin: root.origin,
		siteName: root.site.name,
		noIndex: true,
	})
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const { type } = await studioRequest(request, context, params.type)
	const { db, config } = context.services
	const entry = await getEntry(db, type, params.key)
	if (!entry) throw data(null, { status: 404 })
	const spec = contentTypes[type]
	const title = titleOf(type, entry.draft ?? entry.published, entry.key) || entry.key
	return {
		type,
		label: spec.label,
		plural: spec.plural,
		publicPath: spec.publicPath(entry.key),
		title,
		entry,
		draftChanges: draftChanges(entry),
		revisions: await listRevisions(db, type, entry.id),
		images: await listImages(db),
		shippedImages: shippedImagesOf(type, entry.key),
		timeZone: config.site.timeZone,
		lastReview: type === GUIDE_TYPE ? await lastReview(db, entry.key) : null,
	}
}

/** Each image field's picture as the site shipped it for this entry, so the editor can go back to it after choosing an upload. */
function shippedImagesOf(type: ContentTypeName, key: string): Record<string, string> {
	const shipped = shippedDocument(type, key) as Record<string, unknown> | undefined
	if (!shipped) return {}
	return Object.fromEntries(contentTypes[type].fields.flatMap((field) => (field.kind === 'image' && typeof shipped[field.name] === 'string' ? [[field.name, shipped[field.name] as string]] : [])))
}

const formIdOf = (intent: unknown) =>
	intent === 'discard'
		? editorFormIds.discard
		: intent === 'unpublish'
			? editorFormIds.unpublish
			: intent === 'restore'
				? editorFormIds.restore
				: intent === 'review'
					? editorFormIds.review
					: editorFormIds.edit

const refusals: Record<Exclude<WriteOutcome, { ok: true }>['reason'], { status: number; message: string }> = {
	stale: { status: 409, message: studioMessages.stale },
	nothing: { status: 409, message: studioMessages.nothingToPublish },
	invalid: { status: 400, message: studioMessages.unknownAction },
	'unknown-revision': { status: 400, message: studioMessages.unknownRevision },
	missing: { status: 404, message: '' },
}

/** Save draft, Publish, Discard, Unpublish and Restore: each from the version the editor opened. */
export async function action({ request, context, params }: Route.ActionArgs) {
	const { type, editor, user } = await studioRequest(request, context, params.type)
	const read = await readSubmission(request, entryActionSchema(documentSchemas[type]))
	if (!read) return data(formFailure(studioMessages.unknownAction), { status: 400 })
	const { form, submission } = read
	const formId = formIdOf(form.get('intent'))
	if (submission.status !== 'success') return data({ ...submission.reply(), formId } satisfies FormResult, { status: 400 })
	const { db } = context.services
	const value = submission.value
	const key = params.key
	if (value.intent === 'review') {
		// Country guides only: who reviewed the guide, and when.
		if (type !== GUIDE_TYPE) return data({ ...submission.reply({ formErrors: [studioMessages.unknownAction] }), formId } satisfies FormResult, { status: 400 })
		if (!(await markGuideReviewed(db, key, editor))) throw data(null, { status: 404 })
		context.services.logger.info({ contentType: type, key, intent: value.intent, userId: user.id, requestId: context.requestId }, 'content reviewed')
		return { ...submission.reply(), status: 'success', formId, message: studioMessages.reviewed } satisfies FormResult
	}
	const outcome =
		value.intent === 'save'
			? await saveDraft(db, type, key, value.version, value.document, editor)
			: value.intent === 'publish'
				? await publishEntry(db, type, key, value.version, editor, value.document)
				: value.intent === 'discard'
					? await discardDraft(db, type, key, value.version, editor)
					: value.intent === 'unpublish'
						? await unpublishEntry(db, type, key, value.version, editor)
						: await restoreRevision(db, type, key, value.version, value.revisionId, editor)
	if (!outcome.ok) {
		if (outcome.reason === 'missing') throw data(null, { status: 404 })
		const refusal = refusals[outcome.reason]
		const message = outcome.reason === 'nothing' && value.intent === 'discard' ? studioMessages.nothingToDiscard : refusal.message
		// The reply carries what was typed back to the form: a refused save loses nothing.
		return data({ ...submission.reply({ formErrors: [message] }), formId } satisfies FormResult, { status: refusal.status })
	}
	context.services.logger.info({ contentType: type, key, intent: value.intent, userId: user.id, requestId: context.requestId }, 'content changed')
	const messages = { save: studioMessages.saved, publish: studioMessages.published, discard: studioMessages.discarded, unpublish: contentTypes[type].unpublish?.done ?? studioMessages.unpublished, restore: studioMessages.restored }
	return { ...submission.reply(), status: 'success', formId, message: messages[value.intent] } satisfies FormResult
}

export default function ContentEntry({ loaderData, actionData }: Route.ComponentProps) {
	const { type, plural, publicPath, title, entry, revisions, timeZone, lastReview } = loaderData
	return (
		<section className="container-page py-10">
			<StudioBreadcrumb trail={[{ to: `/admin/content/${type}`, label: plural }]} />
			<h1 className="mt-3 text-3xl font-extrabold break-words text-brand-900">{title}</h1>
			<p className="mt-2 text-slate-700">
				{contentStateLabels[entry.state]}
				{entry.draft !== null ? ', with an unpublished draft' : ''} · last edited by {entry.updatedByName ?? 'the first seed'},{' '}
				<time dateTime={entry.updatedAt}>{absoluteTime(entry.updatedAt, timeZone)}</time>
				{entry.state === 'published' ? (
					<>
						{' · '}
						<Link to={publicPath} className="font-semibold text-brand-800 underline">
							View on the site
						</Link>
					</>
				) : null}
			</p>
			<div className="mt-8 grid gap-10 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
				{/* A new version (after any save) starts the form again from what is stored. */}
				{type === GUIDE_TYPE ? (
					<GuideEditor
						key={entry.version}
						entry={entry}
						draftChanges={loaderData.draftChanges}
						result={actionData}
						images={loaderData.images}
						shippedHero={loaderData.shippedImages.heroImage}
					/>
				) : (
					<EntryEditor key={entry.version} type={type} entry={entry} draftChanges={loaderData.draftChanges} result={actionData} images={loaderData.images} shippedImages={loaderData.shippedImages} />
				)}
				<aside aria-label="Draft and publishing" className="space-y-8">
					{type === GUIDE_TYPE ? <GuideReviewForm lastReview={lastReview} timeZone={timeZone} result={actionData} /> : null}
					<EntryActions type={type} entry={entry} result={actionData} />
					<RevisionList revisions={revisions} version={entry.version} timeZone={timeZone} result={actionData} />
				</aside>
			</div>
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
