import { data, Link } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { FactEditor } from '~/features/countries/facts/FactEditor'
import { factFormSchema, factMessages, factRestoreSchema } from '~/features/countries/facts/fact-schema'
import { getFact, listFactRevisions, restoreFactRevision, updateFact } from '~/features/countries/facts/facts.server'
import { guideOf } from '~/features/countries/facts/studio-facts.server'
import { absoluteTime } from '~/features/leads/admin/format'
import { editorFormIds } from '~/features/studio/EntryEditor'
import { RevisionList } from '~/features/studio/RevisionList'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-fact'
import { StudioBreadcrumb } from '~/features/studio/StudioBreadcrumb'

export const headers = studioHeaders

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: `${loaderData?.fact.label ?? params.fact} | Guide facts`, description: 'Edit one fact of a country guide.', pathname: `/admin/content/facts/${params.country}/${params.fact}`, origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await studioRequest(request, context)
	const guide = guideOf(params.country)
	const fact = await getFact(context.services.db, guide.id, params.fact)
	if (!fact) throw data(null, { status: 404 })
	const revisions = await listFactRevisions(context.services.db, guide.id, params.fact)
	return { guide: { id: guide.id, name: guide.name }, fact, revisions, timeZone: context.services.config.site.timeZone }
}

/** Restore a revision (the revision list's buttons): from the version the editor opened, like a save. */
async function restore({ request, context, params }: Route.ActionArgs, editor: Parameters<typeof restoreFactRevision>[5], userId: string) {
	const formId = editorFormIds.restore
	const read = await readSubmission(request, factRestoreSchema)
	if (!read || read.submission.status !== 'success') return data({ ...formFailure(factMessages.unknownAction), formId } satisfies FormResult, { status: 400 })
	const { submission } = read
	const outcome = await restoreFactRevision(context.services.db, guideOf(params.country).id, params.fact, submission.value.version, submission.value.revisionId, editor)
	if (!outcome.ok) {
		if (outcome.reason === 'missing') throw data(null, { status: 404 })
		const message = outcome.reason === 'stale' ? factMessages.stale : factMessages.unknownAction
		return data({ ...submission.reply({ formErrors: [message] }), formId } satisfies FormResult, { status: outcome.reason === 'stale' ? 409 : 400 })
	}
	context.services.logger.info({ countryId: params.country, fact: params.fact, userId, requestId: context.requestId }, 'guide fact restored')
	return { ...submission.reply(), status: 'success', formId, message: factMessages.restored } satisfies FormResult
}

/** Save: from the version the editor opened; a later save by someone else is refused with the form kept. */
export async function action(args: Route.ActionArgs) {
	const { request, context, params } = args
	const { editor, user } = await studioRequest(request, context)
	const guide = guideOf(params.country)
	if ((await request.clone().formData().catch(() => null))?.get('intent') === 'restore') return restore(args, editor, user.id)
	const read = await readSubmission(request, factFormSchema)
	if (!read) return data(formFailure(factMessages.unknownAction), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply() satisfies FormResult, { status: 400 })
	const outcome = await updateFact(context.services.db, guide.id, params.fact, submission.value, editor)
	if (!outcome.ok) {
		if (outcome.reason === 'missing') throw data(null, { status: 404 })
		return data(submission.reply({ formErrors: [factMessages.stale] }) satisfies FormResult, { status: 409 })
	}
	context.services.logger.info({ countryId: guide.id, fact: params.fact, userId: user.id, requestId: context.requestId }, 'guide fact changed')
	// The form starts again from what is stored, at the new version: a second save is not refused as stale.
	return { ...submission.reply({ resetForm: true }), status: 'success', message: factMessages.saved } satisfies FormResult
}

export default function GuideFact({ loaderData, actionData }: Route.ComponentProps) {
	const { guide, fact, revisions, timeZone } = loaderData
	// The restore buttons' answer goes to the revision list, the save form's to the form.
	const restored = actionData !== undefined && 'formId' in actionData && actionData.formId === editorFormIds.restore
	return (
		<section className="container-page py-10">
			<StudioBreadcrumb trail={[{ to: '/admin/content/facts', label: 'Guide facts' }, { to: `/admin/content/facts/${guide.id}`, label: guide.name }]} />
			<h1 className="mt-3 text-3xl font-extrabold break-words text-brand-900">{fact.label}</h1>
			<p className="mt-2 text-slate-700">
				The {guide.name} guide names it as <code>{`{fact:${fact.key}}`}</code> · last edited by {fact.updatedByName ?? 'the first seed'},{' '}
				<time dateTime={fact.updatedAt}>{absoluteTime(fact.updatedAt, timeZone)}</time> ·{' '}
				<Link to={`/country/${guide.id}`} className="font-semibold text-brand-800 underline">
					View the guide
				</Link>
			</p>
			<div className="mt-8">
				{/* A new version (after a save) starts the form again from what is stored. */}
				<FactEditor key={fact.version} fact={fact} result={restored ? undefined : actionData} />
			</div>
			<div className="mt-10">
				<RevisionList revisions={revisions} version={fact.version} timeZone={timeZone} result={actionData} restoreLabel="Restore this version" />
			</div>
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
