import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { use, useEffect, useMemo, useState } from 'react'
import { useLocale, useT } from '~/features/i18n/i18n'
import { type Locale, localizedPath } from '~/features/i18n/locales'
import { FormError, formFailure, formProps, SubmitButton, succeeded } from '~/components/ui/form'
import { enquiryConstraint, enquiryErrors, type EnquiryResult, isEnquiryCourse } from './enquiry'
import { enquirySchemaIn } from './enquiry-schema'
import { EnquiryFields, EnquiryThankYou } from './EnquiryForm'
import { randomIdempotencyKey } from './idempotency-key'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'

export const ENQUIRY_CLOSE_DELAY_MS = 3_000

type OptionLabels = Partial<Record<string, string>> | null
/** Each language's course options, a module of its own: a Punjabi or Hindi page loads its own when the dialog first opens. */
const optionModules: Record<Exclude<Locale, 'en'>, () => Promise<OptionLabels>> = {
	pa: () => import('~/features/i18n/catalogue/enquiry-options-pa').then((module) => module.enquiryOptionsPa),
	hi: () => import('~/features/i18n/catalogue/enquiry-options-hi').then((module) => module.enquiryOptionsHi),
}
const optionLabels = new Map<Locale, Promise<OptionLabels>>()
/** The page's language's option labels (null in English: enquiry.ts has SPEC's), loaded once. */
function optionLabelsIn(locale: Locale): Promise<OptionLabels> {
	let labels = optionLabels.get(locale)
	if (!labels) {
		labels = locale === 'en' ? Promise.resolve(null) : optionModules[locale]()
		optionLabels.set(locale, labels)
	}
	return labels
}

/**
 * The enquiry form inside the dialog: checked with the server's schema before sending, sent with
 * fetch to /api/enquiries (no page data to reload), thank-you panel, then the dialog closes after 3 s.
 */
export function EnquiryDialogForm({ course, onDone }: { course?: string; onDone(): void }) {
	// One key for this form: a retried send (a dropped connection, a double tap) is stored once.
	const [idempotencyKey] = useState(randomIdempotencyKey)
	const [result, setResult] = useState<EnquiryResult>()
	const [sending, setSending] = useState(false)
	const t = useT()
	const locale = useLocale()
	// Suspends (the dialog's Suspense shows its fallback) until the language's options are there.
	const labels = use(optionLabelsIn(locale))
	// The schema's messages in the page's language; the catalogue changes only with the locale.
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const schema = useMemo(() => enquirySchemaIn(enquiryErrors(t)), [locale])
	const [form, fields] = useForm({
		lastResult: result,
		// An unknown course (an old or mistyped link) preselects nothing rather than a wrong option.
		defaultValue: { course: isEnquiryCourse(course) ? course : undefined },
		constraint: enquiryConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		async onSubmit(event, { formData }) {
			event.preventDefault()
			setSending(true)
			setResult(await sendEnquiry(formData, locale, t('enquiry.error.failed')))
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
		<form method="post" action={localizedPath('/enquire', locale)} {...formProps(form)} className="space-y-4">
			<EnquiryFields fields={fields} idempotencyKey={idempotencyKey} optionLabels={labels} />
			<FormError form={form} />
			<PrivacyNotice />
			<SubmitButton block pending={sending} pendingText={t('enquiry.submitting')}>
				{t('enquiry.submit')}
			</SubmitButton>
		</form>
	)
}

/** The server's answer; a dropped connection or an answer that is not ours reads SPEC's failure message. */
async function sendEnquiry(formData: FormData, locale: Locale, failed: string): Promise<EnquiryResult> {
	try {
		// The server's messages in the page's language (English needs no parameter).
		const response = await fetch(locale === 'en' ? '/api/enquiries' : `/api/enquiries?lang=${locale}`, { method: 'POST', body: formData })
		const answer = (await response.json().catch(() => null)) as EnquiryResult | null
		if (answer?.status === 'success' && response.ok) return answer
		const saysWhy = answer?.status === 'error' && Object.values(answer.error ?? {}).some((messages) => messages?.length)
		return saysWhy ? answer : formFailure(failed)
	} catch {
		return formFailure(failed)
	}
}
