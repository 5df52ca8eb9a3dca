import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
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
import { buttonClass } from '~/components/ui/button'
import { HoneypotField } from '~/components/ui/HoneypotField'
import { useIdempotencyKey } from '~/features/leads/idempotency-key'
import { bookingConstraint, type BookingField, bookingMessages, bookingModeOptions, type BookingResult, type FreeTimeOption, withNextTimes } from './booking'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { FreeTimes } from './FreeTimes'
import { PrivacyNotice } from '~/features/privacy/PrivacyNotice'
import type { Islanded } from '~/lib/island'
import { useServedOptions } from '~/lib/served-options'

export type BookingPageData = {
	mode: string
	topic: string
	date: string | null
	dateLabel: string | null
	chosenWasFull: boolean
	/** The select's options: a document's are read back from its markup (useServedOptions), not sent twice. */
	topics: Islanded<{ value: string; label: string }[]>
	days: Islanded<{ value: string; label: string }[]>
	/** The day's free times: a document's are read back from its radios (useServedOptions). */
	times: Islanded<FreeTimeOption[]>
}

/**
 * /book: first a GET form (how, what about, which day) that lists the day's free times, then the
 * booking form. Both are plain forms, so the page works without JavaScript.
 */
export function BookingPage({ data, result }: { data: BookingPageData; result: BookingResult | undefined }) {
	return (
		<div className="book-page">
			<DayChooser data={data} />
			<BookingForm data={data} result={result} />
		</div>
	)
}

function DayChooser({ data }: { data: BookingPageData }) {
	const t = useT()
	const locale = useLocale()
	const titleId = useId()
	const [form, fields] = useServerForm<{ mode: string; topic: string; date: string }>({
		id: 'book-day',
		defaultValue: { mode: data.mode, topic: data.topic, date: data.date ?? undefined },
	})
	const topics = useServedOptions('select[name="topic"]', data.topics)
	const days = useServedOptions('select[name="date"]', data.days)
	return (
		<Form method="get" action={localizedPath('/book', locale)} preventScrollReset {...formProps(form)} aria-labelledby={titleId} className="book-panel h-fit">
			<h2 id={titleId} className="book-heading">
				{t('booking.step1')}
			</h2>
			<div className="book-fields">
				<RadioGroup meta={fields.mode} legend={t('booking.mode')} options={bookingModeOptions(t)} />
				<SelectField meta={fields.topic} label={t('booking.topic')} options={topics} />
				{days.length > 0 ? (
					<SelectField meta={fields.date} label={t('booking.day')} options={days} />
				) : (
					<p className="text-sm text-slate-700">{t('booking.noDays')}</p>
				)}
				<button type="submit" className={buttonClass('secondary')}>
					{t('booking.showTimes')}
				</button>
			</div>
		</Form>
	)
}

function BookingForm({ data, result }: { data: BookingPageData; result: BookingResult | undefined }) {
	const t = useT()
	const locale = useLocale()
	const navigation = useNavigation()
	const titleId = useId()
	const [form, fields] = useServerForm<Record<BookingField, string>>({ id: 'book', lastResult: result, constraint: bookingConstraint })
	const [idempotencyKey] = useIdempotencyKey()
	const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	const next = result?.next ?? []
	const dayTimes = useServedOptions(`#${fields.startsAt.id}`, data.times)
	const times = withNextTimes(next, dayTimes)
	return (
		<Form method="post" action={`${localizedPath('/book', locale)}?${new URLSearchParams({ mode: data.mode, topic: data.topic, ...(data.date ? { date: data.date } : {}) })}`} {...formProps(form)} aria-labelledby={titleId} className="book-panel">
			<h2 id={titleId} className="book-heading">
				{t('booking.step2')}
			</h2>
			<input type="hidden" name="mode" value={data.mode} />
			<input type="hidden" name="topic" value={data.topic} />
			{idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
			<div className="book-fields">
				{data.chosenWasFull ? <p className="text-sm text-slate-700">{t('booking.chosenWasFull')}</p> : null}
				{next.length > 0 ? (
					<p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
						{t('booking.nextTimes', { times: next.map((n) => n.label).join('; ') })}
					</p>
				) : null}
				{times.length > 0 ? (
					<FreeTimes meta={fields.startsAt} legend={data.dateLabel ? t('booking.freeTimesOn', { date: data.dateLabel }) : t('booking.freeTimes')} times={times} withDate={next.length > 0} />
				) : (
					<p className="text-sm text-slate-700">{t('booking.noTimes')}</p>
				)}
				<div className="grid gap-4 md:grid-cols-2">
					<TextField meta={fields.name} label={t('booking.name')} autoComplete="name" />
					<TextField meta={fields.email} label={t('booking.email')} type="email" autoComplete="email" />
					<TextField meta={fields.mobile} label={t('booking.mobile')} type="tel" autoComplete="tel" />
				</div>
				<CheckboxField meta={fields.parentAttending} label={t('booking.parentAttending')} />
				<TextAreaField meta={fields.note} label={t('booking.note')} rows={3} />
				<HoneypotField />
				<PrivacyNotice />
				<SubmitButton pending={busy} pendingText={t('booking.submitting')}>
					{t('booking.submit')}
				</SubmitButton>
				<FormError form={form} invalidMessage={bookingMessages.invalid} />
			</div>
		</Form>
	)
}
