import { type InputHTMLAttributes, useId } from 'react'

/** A labelled input; the label is always visible (no placeholder-only fields). */
export function TextField({
	label,
	hint,
	invalid,
	className = '',
	...input
}: { label: string; hint?: string; invalid?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
	const id = useId()
	return (
		<div className={className}>
			<label htmlFor={id} className="block text-sm font-semibold text-slate-800">
				{label}
			</label>
			<input
				id={id}
				aria-invalid={invalid || undefined}
				aria-describedby={hint ? `${id}-hint` : undefined}
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

export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
	if (!children) return null
	return tone === 'error' ? (
		<p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
			{children}
		</p>
	) : (
		<p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
			{children}
		</p>
	)
}

export const primaryButtonClass =
	'inline-flex w-full items-center justify-center rounded-full bg-brand-800 px-5 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80'
export const secondaryButtonClass =
	'inline-flex w-full items-center justify-center rounded-full border border-brand-200 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50'
