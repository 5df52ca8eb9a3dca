import { useId } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { HoneypotField } from '~/components/ui/HoneypotField'

export type NewsletterActionData = { ok: true; message: string } | { ok: false; message: string; email?: string }

/** The footer newsletter box. A plain form post without JavaScript; inline messages with it. */
export function NewsletterForm() {
	const fetcher = useFetcher<NewsletterActionData>()
	const location = useLocation()
	const id = useId()
	const result = fetcher.data
	const busy = fetcher.state !== 'idle'
	return (
		<fetcher.Form method="post" action="/newsletter" className="mt-4" noValidate={false}>
			<input type="hidden" name="sourcePage" value={location.pathname + location.search} />
			<label htmlFor={`${id}-email`} className="block text-sm font-medium text-white">
				Email address
			</label>
			<div className="mt-1.5 flex gap-2">
				<input
					id={`${id}-email`}
					name="email"
					type="email"
					required
					autoComplete="email"
					defaultValue={result && !result.ok ? result.email : undefined}
					aria-describedby={result ? `${id}-result` : undefined}
					aria-invalid={result && !result.ok ? true : undefined}
					className="min-w-0 flex-1 rounded-md border border-white/20 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
					placeholder="you@example.com"
				/>
				<button
					type="submit"
					disabled={busy}
					className="rounded-md bg-accent-500 px-4 py-2 text-sm font-bold text-brand-900 hover:bg-accent-400 disabled:opacity-70"
				>
					{busy ? 'Subscribing...' : 'Subscribe'}
				</button>
			</div>
			<HoneypotField />
			<p id={`${id}-result`} role="status" className={`mt-2 min-h-5 text-sm ${result?.ok === false ? 'text-accent-400' : 'text-white'}`}>
				{result?.message}
			</p>
		</fetcher.Form>
	)
}
