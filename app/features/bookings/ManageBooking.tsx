import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { FormError, FormStatus, formProps, SelectField, SubmitButton, useServerForm } from '~/components/ui/form'
import { type BookingResult, type FreeTimeOption, withNextTimes } from './booking'
import { FreeTimes } from './FreeTimes'
import { useT } from '~/features/i18n/i18n'

export type ManagedBooking = {
	status: string
	when: string
	how: string
	about: string
	counsellor: string
	parentAttending: boolean
	address: string | null
	mapUrl: string | null
	whatsappUrl: string
	phone: string
}

export type ManagePageData = {
	booking: ManagedBooking
	justBooked: boolean
	date: string | null
	dateLabel: string | null
	days: { value: string; label: string }[]
	times: FreeTimeOption[]
}

/** A booking's own page (the signed link): what was booked, and moving or cancelling it. */
export function ManageBooking({ data, result, path }: { data: ManagePageData; result: BookingResult | undefined; path: string }) {
	const t = useT()
	const { booking } = data
	const cancelled = booking.status === 'cancelled'
	return (
		<div className="container-page grid gap-8 py-10 lg:grid-cols-2">
			<section aria-labelledby="booking-details" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
				<h2 id="booking-details" className="text-xl font-extrabold text-brand-900">
					{cancelled ? t('booking.manage.cancelled') : data.justBooked ? t('booking.manage.justBooked') : t('booking.manage.heading')}
				</h2>
				{data.justBooked && !cancelled ? <p className="mt-2 text-slate-700">{t('booking.manage.emailed')}</p> : null}
				<dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
					<dt className="font-semibold">{t('booking.manage.when')}</dt>
					<dd>{t('booking.manage.whenValue', { when: booking.when })}</dd>
					<dt className="font-semibold">{t('booking.manage.how')}</dt>
					<dd>{booking.how}</dd>
					<dt className="font-semibold">{t('booking.manage.about')}</dt>
					<dd>{booking.about}</dd>
					<dt className="font-semibold">{t('booking.manage.counsellor')}</dt>
					<dd>{booking.counsellor}</dd>
					{booking.parentAttending ? (
						<>
							<dt className="font-semibold">{t('booking.manage.with')}</dt>
							<dd>{t('booking.manage.parent')}</dd>
						</>
					) : null}
					{booking.address ? (
						<>
							<dt className="font-semibold">{t('booking.manage.where')}</dt>
							<dd>
								{booking.address}{' '}
								<a href={booking.mapUrl ?? '#'} className="font-semibold text-brand-700 underline" rel="noopener" target="_blank">
									{t('booking.manage.map')}
								</a>
							</dd>
						</>
					) : null}
				</dl>
				<p className="mt-4">
					<a href={booking.whatsappUrl} className="font-semibold text-brand-700 underline" rel="noopener" target="_blank">
						{t('booking.manage.whatsapp')}
					</a>{' '}
					{t('booking.manage.orCall', { phone: booking.phone })}
				</p>
				{!cancelled ? <CancelForm path={path} /> : null}
			</section>
			{!cancelled ? <MoveForms data={data} result={result} path={path} /> : null}
		</div>
	)
}

function CancelForm({ path }: { path: string }) {
	const t = useT()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cancel'
	return (
		<Form method="post" action={path} className="mt-6">
			<input type="hidden" name="intent" value="cancel" />
			<SubmitButton variant="secondary" pending={busy} pendingText={t('booking.manage.cancelling')}>
				{t('booking.manage.cancel')}
			</SubmitButton>
		</Form>
	)
}

function MoveForms({ data, result, path }: { data: ManagePageData; result: BookingResult | undefined; path: string }) {
	const t = useT()
	const navigation = useNavigation()
	const titleId = useId()
	const [dayForm, dayFields] = useServerForm<{ date: string }>({ id: 'move-day', defaultValue: { date: data.date ?? undefined } })
	const [form, fields] = useServerForm<{ startsAt: string }>({ id: 'move', lastResult: result, constraint: { startsAt: { required: true } } })
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'move'
	const next = result?.next ?? []
	const times = withNextTimes(next, data.times)
	return (
		<section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id={titleId} className="text-xl font-extrabold text-brand-900">
				{t('booking.manage.move')}
			</h2>
			<Form method="get" action={path} preventScrollReset {...formProps(dayForm)} className="mt-4 flex flex-wrap items-end gap-3">
				<SelectField meta={dayFields.date} label={t('booking.day')} options={data.days} className="min-w-64 flex-1" />
				<button type="submit" className={buttonClass('secondary')}>
					{t('booking.showTimes')}
				</button>
			</Form>
			<Form method="post" action={path} {...formProps(form)} className="mt-4 space-y-4">
				<input type="hidden" name="intent" value="move" />
				{times.length > 0 ? (
					<FreeTimes meta={fields.startsAt} legend={data.dateLabel ? t('booking.freeTimesOn', { date: data.dateLabel }) : t('booking.freeTimes')} times={times} withDate={next.length > 0} />
				) : (
					<p className="text-sm text-slate-700">{t('booking.manage.noTimesOnDay')}</p>
				)}
				<SubmitButton pending={busy} pendingText={t('booking.manage.moving')}>
					{t('booking.manage.moveSubmit')}
				</SubmitButton>
				<FormError form={form} />
				<FormStatus>{result?.status === 'success' ? result.message : ''}</FormStatus>
			</Form>
		</section>
	)
}
