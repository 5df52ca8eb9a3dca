import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form'

/** A studio list's search: the text box, any filters beside it, and Search (a GET form, so it works without JavaScript). */
export function StudioSearch({ name, label, inputId, q, children }: { name: string; label: string; inputId: string; q: string; children?: ReactNode }) {
	return (
		<Form method="get" role="search" aria-label={name} className="mt-6 flex flex-wrap items-end gap-3">
			<div className="min-w-60 flex-1">
				<label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
					{label}
				</label>
				<input id={inputId} name="q" type="search" defaultValue={q} className={controlClass} />
			</div>
			{children}
			<button type="submit" className={buttonClass('primary')}>
				Search
			</button>
		</Form>
	)
}

/** A studio list's table: its caption for screen readers, the column heads, and the rows; or the empty search's message. */
export function StudioTable({ caption, columns, minWidth, rowCount, children }: { caption: string; columns: string[]; minWidth: string; rowCount: number; children: ReactNode }) {
	if (rowCount === 0) return <p className="mt-6 text-slate-700">Nothing matches this search.</p>
	return (
		<div className="mt-6 overflow-x-auto">
			<table className={`w-full ${minWidth} border-collapse text-left`}>
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr className="border-b border-slate-300">
						{columns.map((column, index) => (
							<th key={column} scope="col" className={index < columns.length - 1 ? 'py-2 pr-4' : 'py-2'}>
								{column}
							</th>
						))}
					</tr>
				</thead>
				<tbody>{children}</tbody>
			</table>
		</div>
	)
}
