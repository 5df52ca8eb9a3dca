import { data, Link, redirect } from 'react-router'
import { controlClass, formFailure, type FormResult } from '~/components/ui/form'
import { contentStates, type ContentState } from '~/db/schema'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { createEntry, listEntries } from '~/features/studio/content-store.server'
import { contentStateLabels, contentTypes, studioMessages } from '~/features/studio/content-types'
import { NewEntryForm, newEntryFormId } from '~/features/studio/NewEntryForm'
import { StudioSearch, StudioTable } from '~/features/studio/StudioTable'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { newEntrySchema } from '~/features/studio/studio-schema'
import { readSubmission } from '~/lib/form.server'
import { absoluteTime } from '~/features/leads/admin/format'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-list'

export const headers = studioHeaders

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: `${loaderData?.plural ?? 'Content'} | Content studio`, description: 'Entries of one content type.', pathname: `/admin/content/${params.type}`, origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const { type } = await studioRequest(request, context, params.type)
	const search = new URL(request.url).searchParams
	const q = (search.get('q') ?? '').slice(0, 200)
	const stateParam = search.get('state')
	const state = contentStates.includes(stateParam as ContentState) ? (stateParam as ContentState) : undefined
	const entries = await listEntries(context.services.db, type, { q, state })
	const spec = contentTypes[type]
	return {
		type,
		label: spec.label,
		plural: spec.plural,
		creatable: spec.creatable,
		// Types shown in a list on one page (testimonials, FAQ...) have no address of their own.
		publicPathExample: spec.publicPath('your-key').includes('your-key') ? spec.publicPath('your-key') : null,
		entries,
		q,
		state: state ?? '',
		timeZone: context.services.config.site.timeZone,
	}
}

/** A new entry: its key checked by the same schema as in the browser; a key in use is refused beside the field. */
export async function action({ request, context, params }: Route.ActionArgs) {
	const { type, editor, user } = await studioRequest(request, context, params.type)
	if (!contentTypes[type].creatable) throw data(null, { status: 404 })
	const read = await readSubmission(request, newEntrySchema)
	if (!read) return data({ ...formFailure(studioMessages.unknownAction), formId: newEntryFormId } satisfies FormResult, { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data({ ...submission.reply(), formId: newEntryFormId } satisfies FormResult, { status: 400 })
	const key = submission.value.key
	const created = await createEntry(context.services.db, type, key, editor)
	if (!created.ok) return data({ ...submission.reply({ fieldErrors: { key: [studioMessages.keyTaken] } }), formId: newEntryFormId } satisfies FormResult, { status: 409 })
	context.services.logger.info({ contentType: type, key, intent: 'create', userId: user.id, requestId: context.requestId }, 'content changed')
	return redirect(`/admin/content/${type}/${key}`)
}

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
	const { type, label, plural, creatable, publicPathExample, entries, q, state, timeZone } = loaderData
	return (
		<section className="container-page py-10">
			<Link to="/admin/content" className="font-semibold text-brand-800 underline">
				Content studio
			</Link>
			<h1 className="mt-3 text-3xl font-extrabold text-brand-900">{plural}</h1>
			{creatable ? <NewEntryForm label={label} publicPathExample={publicPathExample} result={actionData} /> : null}
			<StudioSearch name={`Search ${plural.toLowerCase()}`} label="Search by title or key" inputId="content-q" q={q}>
				<div>
					<label htmlFor="content-state" className="block text-sm font-semibold text-slate-800">
						State
					</label>
					<select id="content-state" name="state" defaultValue={state} className={controlClass}>
						<option value="">Any state</option>
						{contentStates.map((s) => (
							<option key={s} value={s}>
								{contentStateLabels[s]}
							</option>
						))}
					</select>
				</div>
			</StudioSearch>
			<StudioTable caption={`${plural}, most recently edited first`} columns={['Title', 'State', 'Last edited by', 'When']} minWidth="min-w-[40rem]" rowCount={entries.length}>
				{entries.map((entry) => (
					<tr key={entry.key} className="border-b border-slate-200">
						<td className="py-2 pr-4">
							<Link to={`/admin/content/${type}/${entry.key}`} className="font-semibold text-brand-800 underline">
								{entry.title || entry.key}
							</Link>
						</td>
						<td className="py-2 pr-4">
							{contentStateLabels[entry.state]}
							{entry.hasDraft ? ', with a draft' : ''}
						</td>
						<td className="py-2 pr-4">{entry.updatedByName ?? 'The first seed'}</td>
						<td className="py-2">
							<time dateTime={entry.updatedAt}>{absoluteTime(entry.updatedAt, timeZone)}</time>
						</td>
					</tr>
				))}
			</StudioTable>
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
