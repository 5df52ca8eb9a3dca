import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import {
	CheckboxField,
	FormError,
	formProps,
	RadioGroup,
	SelectField,
	SubmitButton,
	TextAreaField,
	TextField,
	useServerForm,
} from '~/components/ui/form'
import { HoneypotField } from '~/components/ui/HoneypotField'
import { useIdempotencyKey } from '~/features/leads/idempotency-key'
import { bookingConstraint, type BookingField, bookingMessages, bookingModeOptions, type BookingResult, type FreeTimeOption } from './booking'
import { FreeTimes } from './FreeTimes'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'

export type BookingPageData = {
	mode: string
	topic: string
	date: string | null
	dateLabel: string | null
	chosenWasFull: boolean
	topics: { value: string; label: string }[]
	days: { value: string; label: string }[]
	times: FreeTimeOption[]
}

/**
 * /book: first a GET form (how, what about, which day) that lists the day's free times, then the
 * booking form. Both are plain forms, so the page works without JavaScript.
 */
export function BookingPage({ data, result }: { data: BookingPageData; result: BookingResult | undefined }) {
	return (
		<div className="container-page grid gap-8 py-10 lg:grid-cols-[2fr_3fr]">
			<DayChooser data={data} />
			<BookingForm data={data} result={result} />
		</div>
	)
}

function DayChooser({ data }: { data: BookingPageData }) {
	const titleId = useId()
	const [form, fields] = useServerForm<{ mode: string; topic: string; date: string }>({
		id: 'book-day',
		defaultValue: { mode: data.mode, topic: data.topic, date: data.date ?? undefined },
	})
	return (
		<Form method="get" action="/book" preventScrollReset {...formProps(form)} aria-labelledby={titleId} className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id={titleId} className="text-xl font-extrabold text-brand-900">
				1. How, what about and when
			</h2>
			<div className="mt-4 space-y-4">
				<RadioGroup meta={fields.mode} legend="How would you like to meet?" options={bookingModeOptions} />
				<SelectField meta={fields.topic} label="What would you like to talk about?" options={data.topics} />
				{data.days.length > 0 ? (
					<SelectField meta={fields.date} label="Day" options={data.days} />
				) : (
					<p className="text-sm text-slate-700">No free times in the coming weeks for this choice. Please call us, or choose another way to meet.</p>
				)}
				<button type="submit" className={buttonClass('secondary')}>
					Show free times
				</button>
			</div>
		</Form>
	)
}

function BookingForm({ data, result }: { data: BookingPageData; result: BookingResult | undefined }) {
	const navigation = useNavigation()
	const titleId = useId()
	const [form, fields] = useServerForm<Record<BookingField, string>>({ id: 'book', lastResult: result, constraint: bookingConstraint })
	const [idempotencyKey] = useIdempotencyKey()
	const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	const next = result?.next ?? []
	// The next free times after a lost race may fall on other days: they are offered beside the day's.
	const times = [...next.filter((n) => !data.times.some((t) => t.startsAt === n.startsAt)), ...data.times]
	return (
		<Form method="post" action={`/book?${new URLSearchParams({ mode: data.mode, topic: data.topic, ...(data.date ? { date: data.date } : {}) })}`} {...formProps(form)} aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id={titleId} className="text-xl font-extrabold text-brand-900">
				2. Choose a time and tell us who you are
			</h2>
			<input type="hidden" name="mode" value={data.mode} />
			<input type="hidden" name="topic" value={data.topic} />
			{idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
			<div className="mt-4 space-y-4">
				{data.chosenWasFull ? <p className="text-sm text-slate-700">That day has no free times left; here is the next day that has.</p> : null}
				{next.length > 0 ? (
					<p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
						{bookingMessages.taken}. The next free times are listed first: {next.map((n) => n.label).join('; ')}.
					</p>
				) : null}
				{times.length > 0 ? (
					<FreeTimes meta={fields.startsAt} legend={data.dateLabel ? `Free times on ${data.dateLabel}` : 'Free times'} times={times} withDate={next.length > 0} />
				) : (
					<p className="text-sm text-slate-700">No free times to show. Choose another day or way to meet.</p>
				)}
				<div className="grid gap-4 md:grid-cols-2">
					<TextField meta={fields.name} label="Your name" autoComplete="name" />
					<TextField meta={fields.email} label="Email address" type="email" autoComplete="email" />
					<TextField meta={fields.mobile} label="Mobile number" type="tel" autoComplete="tel" />
				</div>
				<CheckboxField meta={fields.parentAttending} label="A parent or guardian will attend" />
				<TextAreaField meta={fields.note} label="Anything we should know before we meet? (optional)" rows={3} />
				<HoneypotField />
				<PrivacyNotice />
				<SubmitButton pending={busy} pendingText="Booking...">
					Book my free session
				</SubmitButton>
				<FormError form={form} invalidMessage={bookingMessages.invalid} />
			</div>
		</Form>
	)
}
