import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { FormError, formProps, type FormResult, FormStatus, SelectField, SubmitButton, succeeded, TextField } from '~/components/ui/form'
import { formatSessionDate, type WeeklyPeriod } from './availability'
import {
	addDayOffSchema,
	addHolidaySchema,
	availabilityFormId,
	availabilityLimits,
	removeDayOffSchema,
	removeHolidaySchema,
	settingsConstraint,
	settingsSchema,
	weekdays,
	type WeekField,
	weekSchema,
	weekValues,
} from './availability-schema'

export type AvailabilityAdminData = {
	settings: { sessionMinutes: number; bufferMinutes: number; minNoticeHours: number; horizonDays: number; rooms: number }
	counsellors: { id: string; name: string; weeklyHours: WeeklyPeriod[]; breaks: WeeklyPeriod[] }[]
	daysOff: { counsellorId: string; counsellor: string; date: string; reason: string | null }[]
	holidays: { date: string; name: string }[]
}

type FormProps = { result: FormResult | undefined; busy: boolean }

const saved = (result: FormResult | undefined) => (succeeded(result) ? (result.message ?? '') : '')

/** The admins' availability page: what free times are computed from, one form for each thing. */
export function AvailabilityAdmin({ data, result }: { data: AvailabilityAdminData; result: FormResult | undefined }) {
	const navigation = useNavigation()
	const props = (formId: string): FormProps => ({
		result: result?.formId === formId ? result : undefined,
		busy: navigation.state === 'submitting' && Boolean(navigation.formData) && availabilityFormId(navigation.formData!) === formId,
	})
	return (
		<div className="mt-6 space-y-10">
			<p>
				<Link to="/admin/calendar" className="font-semibold text-brand-700 underline">
					Back to the calendar
				</Link>
			</p>
			<Panel id="settings-heading" title="Sessions">
				<SettingsForm settings={data.settings} {...props('availability-settings')} />
			</Panel>
			{data.counsellors.map((c) => (
				<Panel key={c.id} id={`week-heading-${c.id}`} title={`${c.name}'s week`}>
					<WeekForm counsellor={c} {...props(`week-${c.id}`)} />
				</Panel>
			))}
			<Panel id="days-off-heading" title="Counsellors' days off">
				{data.daysOff.length === 0 ? <p className="text-slate-600">No days off to come.</p> : null}
				<ul className="space-y-2">
					{data.daysOff.map((d) => (
						<li key={`${d.counsellorId}-${d.date}`} className="flex flex-wrap items-center gap-3">
							<span>
								{formatSessionDate(d.date)}: {d.counsellor}
								{d.reason ? ` (${d.reason})` : ''}
							</span>
							<RemoveDayOffForm dayOff={d} {...props(`day-off-remove-${d.counsellorId}-${d.date}`)} />
						</li>
					))}
				</ul>
				{/* A removed day's form leaves the page with it: its answer is said here. */}
				<FormStatus>{result?.formId?.startsWith('day-off-remove-') ? saved(result) : ''}</FormStatus>
				<AddDayOffForm counsellors={data.counsellors} {...props('day-off-add')} />
			</Panel>
			<Panel id="holidays-heading" title="Institute holidays">
				{data.holidays.length === 0 ? <p className="text-slate-600">No holidays to come.</p> : null}
				<ul className="space-y-2">
					{data.holidays.map((h) => (
						<li key={h.date} className="flex flex-wrap items-center gap-3">
							<span>
								{formatSessionDate(h.date)}: {h.name}
							</span>
							<RemoveHolidayForm holiday={h} {...props(`holiday-remove-${h.date}`)} />
						</li>
					))}
				</ul>
				<FormStatus>{result?.formId?.startsWith('holiday-remove-') ? saved(result) : ''}</FormStatus>
				<AddHolidayForm {...props('holiday-add')} />
			</Panel>
		</div>
	)
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id={id} className="text-xl font-bold text-brand-900">
				{title}
			</h2>
			<div className="mt-4 space-y-4">{children}</div>
		</section>
	)
}

function SettingsForm({ settings, result, busy }: FormProps & { settings: AvailabilityAdminData['settings'] }) {
	const [form, fields] = useForm({
		id: 'availability-settings',
		lastResult: result,
		defaultValue: settings,
		constraint: settingsConstraint,
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} aria-labelledby="settings-heading" className="space-y-4">
			<input type="hidden" name="intent" value="settings" />
			<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				<TextField meta={fields.sessionMinutes} label="Session length (minutes)" type="number" />
				<TextField meta={fields.bufferMinutes} label="Buffer between sessions (minutes)" type="number" />
				<TextField meta={fields.minNoticeHours} label="Minimum notice (hours)" type="number" />
				<TextField meta={fields.horizonDays} label="How far ahead one may book (days)" type="number" />
				<TextField meta={fields.rooms} label="Rooms for office visits" hint="Office visits at one time, at most." type="number" />
			</div>
			<FormError form={form} />
			<FormStatus>{saved(result)}</FormStatus>
			<SubmitButton pending={busy} pendingText="Saving…">
				Save settings
			</SubmitButton>
		</Form>
	)
}

function WeekForm({ counsellor, result, busy }: FormProps & { counsellor: AvailabilityAdminData['counsellors'][number] }) {
	const id = `week-${counsellor.id}`
	const [form, fields] = useForm({
		id,
		lastResult: result,
		defaultValue: weekValues(counsellor.weeklyHours, counsellor.breaks),
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: weekSchema }),
	})
	const field = (name: WeekField) => fields[name]
	return (
		<Form method="post" {...formProps(form)} aria-labelledby={`week-heading-${counsellor.id}`} className="space-y-4">
			<input type="hidden" name="intent" value="week" />
			<input type="hidden" name="counsellorId" value={counsellor.id} />
			<p className="text-sm text-slate-700">India time. Leave a day empty when it is not worked; a break is optional.</p>
			{weekdays.map(({ weekday, name }) => (
				<div key={weekday} className="grid gap-3 sm:grid-cols-4">
					<TextField meta={field(`start${weekday}` as WeekField)} label={`${name} starts`} type="time" step={60} />
					<TextField meta={field(`end${weekday}` as WeekField)} label={`${name} ends`} type="time" step={60} />
					<TextField meta={field(`breakStart${weekday}` as WeekField)} label={`${name} break from`} type="time" step={60} />
					<TextField meta={field(`breakEnd${weekday}` as WeekField)} label={`${name} break to`} type="time" step={60} />
				</div>
			))}
			<FormError form={form} />
			<FormStatus>{saved(result)}</FormStatus>
			<SubmitButton pending={busy} pendingText="Saving…">
				Save {counsellor.name}'s week
			</SubmitButton>
		</Form>
	)
}

function AddDayOffForm({ counsellors, result, busy }: FormProps & { counsellors: AvailabilityAdminData['counsellors'] }) {
	const [form, fields] = useForm({
		id: 'day-off-add',
		lastResult: result,
		constraint: { counsellorId: { required: true }, date: { required: true }, reason: { maxLength: availabilityLimits.reason } },
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: addDayOffSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} aria-label="Add a day off" className="space-y-3 border-t border-slate-200 pt-4">
			<input type="hidden" name="intent" value="add-day-off" />
			<div className="grid gap-3 sm:grid-cols-3">
				<SelectField meta={fields.counsellorId} label="Counsellor" placeholder="Choose a counsellor" options={counsellors.map((c) => ({ value: c.id, label: c.name }))} />
				<TextField meta={fields.date} label="Day off" type="date" />
				<TextField meta={fields.reason} label="Reason (optional)" />
			</div>
			<FormError form={form} />
			<FormStatus>{saved(result)}</FormStatus>
			<SubmitButton variant="secondary" pending={busy} pendingText="Adding…">
				Add the day off
			</SubmitButton>
		</Form>
	)
}

function RemoveDayOffForm({ dayOff, result, busy }: FormProps & { dayOff: AvailabilityAdminData['daysOff'][number] }) {
	const [form] = useForm({
		id: `day-off-remove-${dayOff.counsellorId}-${dayOff.date}`,
		lastResult: result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: removeDayOffSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} aria-label={`Remove ${dayOff.counsellor}'s day off on ${formatSessionDate(dayOff.date)}`}>
			<input type="hidden" name="intent" value="remove-day-off" />
			<input type="hidden" name="counsellorId" value={dayOff.counsellorId} />
			<input type="hidden" name="date" value={dayOff.date} />
			<SubmitButton variant="secondary" pending={busy} aria-label={`Remove ${dayOff.counsellor}'s day off on ${formatSessionDate(dayOff.date)}`}>
				Remove
			</SubmitButton>
			<FormError form={form} />
		</Form>
	)
}

function AddHolidayForm({ result, busy }: FormProps) {
	const [form, fields] = useForm({
		id: 'holiday-add',
		lastResult: result,
		constraint: { date: { required: true }, name: { required: true, maxLength: availabilityLimits.holidayName } },
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: addHolidaySchema }),
	})
	return (
		<Form method="post" {...formProps(form)} aria-label="Add a holiday" className="space-y-3 border-t border-slate-200 pt-4">
			<input type="hidden" name="intent" value="add-holiday" />
			<div className="grid gap-3 sm:grid-cols-2">
				<TextField meta={fields.date} label="Day of the holiday" type="date" />
				<TextField meta={fields.name} label="Name of the holiday" />
			</div>
			<FormError form={form} />
			<FormStatus>{saved(result)}</FormStatus>
			<SubmitButton variant="secondary" pending={busy} pendingText="Adding…">
				Add the holiday
			</SubmitButton>
		</Form>
	)
}

function RemoveHolidayForm({ holiday, result, busy }: FormProps & { holiday: AvailabilityAdminData['holidays'][number] }) {
	const [form] = useForm({
		id: `holiday-remove-${holiday.date}`,
		lastResult: result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: removeHolidaySchema }),
	})
	const label = `Remove the holiday on ${formatSessionDate(holiday.date)}`
	return (
		<Form method="post" {...formProps(form)} aria-label={label}>
			<input type="hidden" name="intent" value="remove-holiday" />
			<input type="hidden" name="date" value={holiday.date} />
			<SubmitButton variant="secondary" pending={busy} aria-label={label}>
				Remove
			</SubmitButton>
			<FormError form={form} />
		</Form>
	)
}
