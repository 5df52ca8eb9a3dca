import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import {
	CheckboxField,
	FormError,
	formProps,
	type FormResult,
	FormStatus,
	RadioGroup,
	SelectField,
	SubmitButton,
	succeeded,
	TextAreaField,
	TextField,
	useServerForm,
} from '~/components/ui/form'
import type { BookingStatus } from '~/db/schema'
import { bookingConstraint, bookingModeOptions } from './booking'
import { useT } from '~/features/i18n/i18n'
import {
	bookingStatusLabels,
	CALENDAR_BOOK_FORM,
	calendarBookSchema,
	calendarCancelSchema,
	calendarFormId,
	type CalendarIntent,
	calendarMoveSchema,
	calendarNoteSchema,
	calendarStatusSchema,
	sessionFormId,
	staffNoteLimit,
} from './calendar-schema'

type Session = {
	id: string
	time: string
	counsellor: string
	name: string
	email: string
	mobile: string
	how: string
	about: string
	status: BookingStatus
	parentAttending: boolean
	note: string | null
	staffNote: string | null
	leadId: string | null
}

export type CalendarData = {
	view: 'day' | 'week'
	date: string
	previous: string
	next: string
	counsellor: string
	counsellors: { id: string; name: string }[]
	topics: { value: string; label: string }[]
	days: { date: string; label: string; sessions: Session[] }[]
}

export type CalendarResult = FormResult<{ bookedFor?: string }>

/** The staff calendar: a day or a week of sessions, for one counsellor or all, each with its forms; and a form to book for a caller. */
export function StaffCalendar({ data, result }: { data: CalendarData; result: CalendarResult | undefined }) {
	const navigation = useNavigation()
	const sending = (formId: string) => navigation.state === 'submitting' && calendarFormId(navigation.formData?.get('intent') ?? null, navigation.formData?.get('id') ?? null) === formId
	const resultFor = (formId: string) => (result?.formId === formId ? result : undefined)
	return (
		<div className="mt-6 space-y-8">
			<CalendarChooser data={data} />
			{data.days.map((day) => (
				<section key={day.date} aria-labelledby={`day-${day.date}`}>
					<h2 id={`day-${day.date}`} className="text-xl font-bold text-brand-900">
						{day.label}
					</h2>
					{day.sessions.length === 0 ? <p className="text-slate-600">No sessions.</p> : null}
					<ul className="mt-2 space-y-3">
						{day.sessions.map((session) => (
							<li key={session.id}>
								<SessionCard session={session} resultFor={resultFor} sending={sending} />
							</li>
						))}
					</ul>
				</section>
			))}
			<BookForCaller data={data} result={resultFor(CALENDAR_BOOK_FORM)} busy={sending(CALENDAR_BOOK_FORM)} />
		</div>
	)
}

/** Which days and whose: a GET form, with the previous and next day or week beside it. */
function CalendarChooser({ data }: { data: CalendarData }) {
	const [form, fields] = useServerForm<{ view: string; date: string; counsellor: string }>({
		id: 'calendar-choice',
		defaultValue: { view: data.view, date: data.date, counsellor: data.counsellor },
	})
	const query = (date: string) => `/admin/calendar?${new URLSearchParams({ view: data.view, date, ...(data.counsellor ? { counsellor: data.counsellor } : {}) })}`
	return (
		<Form method="get" action="/admin/calendar" {...formProps(form)} className="flex flex-wrap items-end gap-3">
			<SelectField meta={fields.view} label="Show" options={[{ value: 'day', label: 'A day' }, { value: 'week', label: 'A week' }]} />
			<TextField meta={fields.date} label="Date" type="date" />
			<SelectField meta={fields.counsellor} label="Counsellor" options={[{ value: '', label: 'All counsellors' }, ...data.counsellors.map((c) => ({ value: c.id, label: c.name }))]} />
			<button type="submit" className={buttonClass('secondary')}>
				Show
			</button>
			<Link to={query(data.previous)} className="font-semibold text-brand-700 underline">
				Previous {data.view}
			</Link>
			<Link to={query(data.next)} className="font-semibold text-brand-700 underline">
				Next {data.view}
			</Link>
			<a href={`#${CALENDAR_BOOK_FORM}`} className="font-semibold text-brand-700 underline">
				Book for a caller
			</a>
		</Form>
	)
}

type SessionFormProps = { session: Session; result: CalendarResult | undefined; busy: boolean }

function SessionCard({
	session,
	resultFor,
	sending,
}: {
	session: Session
	resultFor: (formId: string) => CalendarResult | undefined
	sending: (formId: string) => boolean
}) {
	const cancelled = session.status === 'cancelled'
	const headingId = `session-${session.id}`
	const props = (intent: Exclude<CalendarIntent, 'book'>) => ({ session, result: resultFor(sessionFormId(intent, session.id)), busy: sending(sessionFormId(intent, session.id)) })
	return (
		<article aria-labelledby={headingId} className={`rounded-xl border p-4 ${cancelled ? 'border-slate-200 bg-slate-50' : 'border-slate-300 bg-white'}`}>
			<h3 id={headingId} className="font-bold text-slate-900">
				{session.time}: {session.name} ({bookingStatusLabels[session.status]})
			</h3>
			<p className="text-sm text-slate-700">
				{session.how} · {session.about} · with {session.counsellor}
				{session.parentAttending ? ' · a parent or guardian will attend' : ''}
			</p>
			<p className="text-sm text-slate-700">
				{session.email} · {session.mobile}
				{session.leadId ? (
					<>
						{' '}
						·{' '}
						<Link to={`/admin/leads/${session.leadId}`} className="font-semibold text-brand-700 underline">
							Open the lead
						</Link>
					</>
				) : null}
			</p>
			{session.note ? <p className="mt-1 text-sm text-slate-800">Student's note: {session.note}</p> : null}
			{!cancelled ? (
				<div className="mt-3 grid gap-4 md:grid-cols-2">
					<StatusForm {...props('status')} />
					<NoteForm {...props('note')} />
					<MoveForm {...props('move')} />
					<CancelForm {...props('cancel')} />
				</div>
			) : null}
		</article>
	)
}

const message = (result: CalendarResult | undefined) => (succeeded(result) ? (result.message ?? '') : '')

/** The hidden fields every session form sends: which session and what to do (which also name the form the answer is for). */
function SessionFields({ session, intent }: { session: Session; intent: CalendarIntent }) {
	return (
		<>
			<input type="hidden" name="id" value={session.id} />
			<input type="hidden" name="intent" value={intent} />
		</>
	)
}

function StatusForm({ session, result, busy }: SessionFormProps) {
	const id = sessionFormId('status', session.id)
	const [form] = useForm({ id, lastResult: result, onValidate: ({ formData }) => parseWithZod(formData, { schema: calendarStatusSchema }) })
	return (
		<Form method="post" {...formProps(form)} aria-label={`Attendance of ${session.name}`} className="space-y-2">
			<SessionFields session={session} intent="status" />
			<div className="flex flex-wrap gap-2">
				<SubmitButton variant="secondary" name="status" value="attended" pending={busy}>
					Mark attended
				</SubmitButton>
				<SubmitButton variant="secondary" name="status" value="no-show" pending={busy}>
					Mark no-show
				</SubmitButton>
			</div>
			<FormError form={form} />
			<FormStatus>{message(result)}</FormStatus>
		</Form>
	)
}

function NoteForm({ session, result, busy }: SessionFormProps) {
	const id = sessionFormId('note', session.id)
	const [form, fields] = useForm({
		id,
		lastResult: result,
		defaultValue: { staffNote: session.staffNote ?? '' },
		constraint: { staffNote: { maxLength: staffNoteLimit } },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: calendarNoteSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} aria-label={`Note on ${session.name}`} className="space-y-2">
			<SessionFields session={session} intent="note" />
			<TextAreaField meta={fields.staffNote} label="Staff note" rows={2} />
			<FormError form={form} />
			<FormStatus>{message(result)}</FormStatus>
			<SubmitButton variant="secondary" pending={busy} pendingText="Saving…">
				Save note
			</SubmitButton>
		</Form>
	)
}

function MoveForm({ session, result, busy }: SessionFormProps) {
	const id = sessionFormId('move', session.id)
	const [form, fields] = useForm({
		id,
		lastResult: result,
		constraint: { date: { required: true }, time: { required: true } },
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: calendarMoveSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} aria-label={`Move ${session.name}'s session`} className="space-y-2">
			<SessionFields session={session} intent="move" />
			<div className="grid gap-2 sm:grid-cols-2">
				<TextField meta={fields.date} label="New day" type="date" />
				<TextField meta={fields.time} label="New time (India)" type="time" step={60} />
			</div>
			<FormError form={form} />
			<FormStatus>{message(result)}</FormStatus>
			<SubmitButton variant="secondary" pending={busy} pendingText="Moving…">
				Move
			</SubmitButton>
		</Form>
	)
}

function CancelForm({ session, result, busy }: SessionFormProps) {
	const id = sessionFormId('cancel', session.id)
	const [form] = useForm({ id, lastResult: result, onValidate: ({ formData }) => parseWithZod(formData, { schema: calendarCancelSchema }) })
	return (
		<Form method="post" {...formProps(form)} aria-label={`Cancel ${session.name}'s session`} className="space-y-2">
			<SessionFields session={session} intent="cancel" />
			<SubmitButton variant="secondary" pending={busy} pendingText="Cancelling…">
				Cancel session
			</SubmitButton>
			<FormError form={form} />
		</Form>
	)
}

/**
 * A caller on the phone: staff book for them with the visitor's rules (a free time, the same
 * no-double-booking guarantee); the booking is a lead like any other and the caller gets the email.
 */
function BookForCaller({ data, result, busy }: { data: CalendarData; result: CalendarResult | undefined; busy: boolean }) {
	const t = useT()
	const [form, fields] = useForm({
		id: CALENDAR_BOOK_FORM,
		lastResult: result,
		defaultValue: { mode: 'phone', topic: 'general', date: data.date },
		constraint: { ...bookingConstraint, date: { required: true }, time: { required: true } },
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: calendarBookSchema }),
	})
	return (
		<section aria-labelledby="book-for-caller" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id="book-for-caller" className="text-xl font-bold text-brand-900">
				Book for a caller
			</h2>
			<p className="mt-1 text-sm text-slate-700">The time must be free (the same rules as /book); the caller gets the confirmation email.</p>
			<Form method="post" {...formProps(form)} aria-labelledby="book-for-caller" className="mt-4 space-y-4">
				<input type="hidden" name="intent" value="book" />
				<RadioGroup meta={fields.mode} legend="How" options={bookingModeOptions(t)} />
				<SelectField meta={fields.topic} label="About" options={data.topics} />
				<div className="grid gap-4 sm:grid-cols-2">
					<TextField meta={fields.date} label="Day" type="date" />
					<TextField meta={fields.time} label="Time (India)" type="time" step={60} />
				</div>
				<div className="grid gap-4 md:grid-cols-3">
					<TextField meta={fields.name} label="Caller's name" autoComplete="off" />
					<TextField meta={fields.email} label="Caller's email address" type="email" autoComplete="off" />
					<TextField meta={fields.mobile} label="Caller's mobile number" type="tel" autoComplete="off" />
				</div>
				<CheckboxField meta={fields.parentAttending} label="A parent or guardian will attend" />
				<TextAreaField meta={fields.note} label="Note (optional)" rows={2} />
				<FormError form={form} />
				<FormStatus>{message(result)}</FormStatus>
				<SubmitButton pending={busy} pendingText="Booking…">
					Book the session
				</SubmitButton>
			</Form>
		</section>
	)
}
