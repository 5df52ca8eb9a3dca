import type { FieldChange } from './content-diff'

/** A field-by-field comparison: each changed field with what it said and what it says now. */
export function ChangeList({ changes }: { changes: FieldChange[] }) {
	if (changes.length === 0) return <p className="mt-2 text-slate-700">No field changed.</p>
	return (
		<dl className="mt-2 space-y-3">
			{changes.map((change) => (
				<div key={change.field}>
					<dt className="font-semibold text-slate-900">{change.field}</dt>
					<dd className="mt-1 grid gap-2 text-sm sm:grid-cols-2">
						<p className="rounded-lg bg-red-50 p-2 break-words whitespace-pre-wrap text-slate-900">
							<span className="font-semibold">Before: </span>
							{change.before || <em>empty</em>}
						</p>
						<p className="rounded-lg bg-green-50 p-2 break-words whitespace-pre-wrap text-slate-900">
							<span className="font-semibold">After: </span>
							{change.after || <em>empty</em>}
						</p>
					</dd>
				</div>
			))}
		</dl>
	)
}
