import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

/**
 * A labelled input; the label is always visible (no placeholder-only fields). While `invalid`,
 * the input is marked aria-invalid and, given `errorId` (the id of the FormMessage saying what is
 * wrong), is described by that message, so a screen reader reads the error with the field.
 */
export function TextField({
	label,
	hint,
	invalid,
	errorId,
	className = '',
	'aria-describedby': describedBy,
	...input
}: { label: string; hint?: string; invalid?: boolean; errorId?: string } & InputHTMLAttributes<HTMLInputElement>) {
	const id = useId()
	const description = [hint ? `${id}-hint` : undefined, invalid && errorId ? errorId : undefined, describedBy].filter(Boolean).join(' ')
	return (
		<div className={className}>
			<label htmlFor={id} className="block text-sm font-semibold text-slate-800">
				{label}
			</label>
			<input
				id={id}
				aria-invalid={invalid || undefined}
				aria-describedby={description || undefined}
				className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 aria-invalid:border-red-600"
				{...input}
			/>
			{hint ? (
				<p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
					{hint}
				</p>
			) : null}
		</div>
	)
}

/**
 * A form's error (role=alert) or success (role=status) message. The live region is always in the
 * page, empty and out of sight when there is nothing to say: screen readers announce a change to
 * a region they already know, and may say nothing for one that appears together with its text.
 */
export function FormMessage({ tone, id, children }: { tone: 'error' | 'success'; id?: string; children: ReactNode }) {
	const shown = Boolean(children)
	return tone === 'error' ? (
		<p id={id} role="alert" className={shown ? 'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800' : 'sr-only'}>
			{children}
		</p>
	) : (
		<p id={id} role="status" className={shown ? 'rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800' : 'sr-only'}>
			{children}
		</p>
	)
}

export const primaryButtonClass =
	'inline-flex w-full items-center justify-center rounded-full bg-brand-800 px-5 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80'
export const secondaryButtonClass =
	'inline-flex w-full items-center justify-center rounded-full border border-brand-200 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50'
