import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { FormError, formFailure, formProps, SubmitButton, succeeded } from '~/components/ui/form'
import { enquiryConstraint, enquiryMessages, type EnquiryResult } from './enquiry'
import { enquirySchema } from './enquiry-schema'
import { EnquiryFields, EnquiryThankYou } from './EnquiryForm'
import { randomIdempotencyKey } from './idempotency-key'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'

export const ENQUIRY_CLOSE_DELAY_MS = 3_000

/**
 * The enquiry form inside the dialog: checked with the server's schema before sending, sent with
 * fetch to /api/enquiries (no page data to reload), thank-you panel, then the dialog closes after 3 s.
 */
export function EnquiryDialogForm({ course, onDone }: { course?: string; onDone(): void }) {
	// One key for this form: a retried send (a dropped connection, a double tap) is stored once.
	const [idempotencyKey] = useState(randomIdempotencyKey)
	const [result, setResult] = useState<EnquiryResult>()
	const [sending, setSending] = useState(false)
	const [form, fields] = useForm({
		lastResult: result,
		defaultValue: { course },
		constraint: enquiryConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
		async onSubmit(event, { formData }) {
			event.preventDefault()
			setSending(true)
			setResult(await sendEnquiry(formData))
			setSending(false)
		},
	})

	const done = succeeded(result)
	useEffect(() => {
		if (!done) return
		const timer = setTimeout(onDone, ENQUIRY_CLOSE_DELAY_MS)
		return () => clearTimeout(timer)
	}, [done, onDone])

	if (done) return <EnquiryThankYou />
	return (
		<form method="post" action="/enquire" {...formProps(form)} className="space-y-4">
			<EnquiryFields fields={fields} idempotencyKey={idempotencyKey} />
			<FormError form={form} />
			<PrivacyNotice />
			<SubmitButton block pending={sending} pendingText="Submitting...">
				Submit Enquiry
			</SubmitButton>
		</form>
	)
}

/** The server's answer; a dropped connection or an answer that is not ours reads SPEC's failure message. */
async function sendEnquiry(formData: FormData): Promise<EnquiryResult> {
	try {
		const response = await fetch('/api/enquiries', { method: 'POST', body: formData })
		const answer = (await response.json().catch(() => null)) as EnquiryResult | null
		if (answer?.status === 'success' && response.ok) return answer
		const saysWhy = answer?.status === 'error' && Object.values(answer.error ?? {}).some((messages) => messages?.length)
		return saysWhy ? answer : formFailure(enquiryMessages.failed)
	} catch {
		return formFailure(enquiryMessages.failed)
	}
}
