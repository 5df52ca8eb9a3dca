import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { FormMessage, primaryButtonClass } from '~/components/ui/TextField'
import { type EnquiryActionResult, enquiryMessages } from './enquiry'
import { enquirySchema } from './enquiry-schema'
import { EnquiryFields, EnquiryThankYou } from './EnquiryForm'
import { randomIdempotencyKey } from './idempotency-key'

export const ENQUIRY_CLOSE_DELAY_MS = 3_000

/** The enquiry form inside the dialog: sent with fetch, thank-you panel, then the dialog closes after 3 s. */
export function EnquiryDialogForm({ course, onDone }: { course?: string; onDone(): void }) {
	// One key for this form: a retried send (a dropped connection, a double tap) is stored once.
	const [idempotencyKey] = useState(randomIdempotencyKey)
	const [state, setState] = useState<{ phase: 'idle' | 'submitting' | 'success' } | { phase: 'error'; message: string; field?: string }>({ phase: 'idle' })
	const errorId = useId()
	const formRef = useRef<HTMLFormElement>(null)
	// Focus goes to the field the message is about, so the message is read with it (again, if the
	// same mistake is made twice and the alert's text does not change).
	const failedField = state.phase === 'error' ? state.field : undefined
	useEffect(() => {
		if (!failedField) return
		const element = formRef.current?.elements.namedItem(failedField)
		if (element instanceof HTMLElement) element.focus()
	}, [state, failedField])

	useEffect(() => {
		if (state.phase !== 'success') return
		const timer = setTimeout(onDone, ENQUIRY_CLOSE_DELAY_MS)
		return () => clearTimeout(timer)
	}, [state.phase, onDone])

	async function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const body = new FormData(event.currentTarget)
		const parsed = enquirySchema.safeParse(Object.fromEntries(body))
		if (!parsed.success) {
			const issue = parsed.error.issues[0]
			return setState({ phase: 'error', message: issue?.message ?? enquiryMessages.requiredFields, field: issue ? String(issue.path[0]) : undefined })
		}
		setState({ phase: 'submitting' })
		try {
			const response = await fetch('/api/enquiries', { method: 'POST', body })
			const result = (await response.json().catch(() => null)) as EnquiryActionResult | null
			if (response.ok && result?.ok) setState({ phase: 'success' })
			else setState({ phase: 'error', message: (result && !result.ok && result.message) || enquiryMessages.failed, field: result && !result.ok ? result.field || undefined : undefined })
		} catch {
			setState({ phase: 'error', message: enquiryMessages.failed })
		}
	}

	if (state.phase === 'success') return <EnquiryThankYou />
	const busy = state.phase === 'submitting'
	return (
		<form ref={formRef} method="post" action="/enquire" noValidate onSubmit={submit} className="space-y-4">
			<EnquiryFields defaults={{ course }} idempotencyKey={idempotencyKey} problem={{ field: failedField, errorId }} />
			<FormMessage tone="error" id={errorId}>
				{state.phase === 'error' ? state.message : ''}
			</FormMessage>
			<button type="submit" disabled={busy} className={primaryButtonClass}>
				{busy ? 'Submitting...' : 'Submit Enquiry'}
			</button>
		</form>
	)
}
