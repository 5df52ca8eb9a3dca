import { useNavigation } from 'react-router'
import { type FormResult, FormStatus, succeeded } from '~/components/ui/form'
import { absoluteTime } from '~/features/leads/admin/format'
import { ChangeList } from './ChangeList'
import type { FieldChange } from './content-diff'
import { ActionForm, editorFormIds } from './EntryEditor'

type Revision = { id: string; publishedByName: string; createdAt: string; changes: FieldChange[] }

/** Every publish of the entry, newest first: who, when and what it changed; any can be restored as a draft. */
export function RevisionList({
	revisions,
	version,
	timeZone,
	result,
	restoreLabel = 'Restore as a draft',
}: {
	revisions: Revision[]
	version: number
	timeZone: string
	result: FormResult | undefined
	/** A guide fact has no draft: its restore is live at once, and says so. */
	restoreLabel?: string
}) {
	const navigation = useNavigation()
	const restoring = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'restore' ? navigation.formData.get('revisionId') : null
	const restoreResult = result?.formId === editorFormIds.restore ? result : undefined
	return (
		<section aria-labelledby="revisions">
			<h2 id="revisions" className="text-xl font-bold text-brand-900">
				Revisions
			</h2>
			{/* One answer for the restore forms below, whichever was used. */}
			{restoreResult && !succeeded(restoreResult) ? (
				<p role="alert" className="mt-2 text-sm font-medium text-red-700">
					{Object.values(restoreResult.error ?? {}).flat().join(' ')}
				</p>
			) : null}
			<FormStatus>{succeeded(restoreResult) ? restoreResult.message : ''}</FormStatus>
			{revisions.length === 0 ? (
				<p className="mt-2 text-slate-700">Not published from the studio yet: the entry shows its first seed.</p>
			) : (
				<ol className="mt-3 space-y-4">
					{revisions.map((revision, index) => (
						<li key={revision.id} className="rounded-2xl border border-slate-200 bg-white p-4">
							<h3 className="font-semibold text-slate-900">
								Published by {revision.publishedByName}, <time dateTime={revision.createdAt}>{absoluteTime(revision.createdAt, timeZone)}</time>
								{index === 0 ? ' (live)' : ''}
							</h3>
							<details className="mt-2">
								<summary className="cursor-pointer font-semibold text-brand-800">What changed ({revision.changes.length} fields)</summary>
								<ChangeList changes={revision.changes} />
							</details>
							<div className="mt-3">
								<ActionForm
									result={undefined}
									version={version}
									intent="restore"
									extra={{ revisionId: revision.id }}
									pending={restoring === revision.id}
									label={restoreLabel}
								/>
							</div>
						</li>
					))}
				</ol>
			)}
		</section>
	)
}
