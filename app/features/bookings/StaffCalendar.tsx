import { Form, Link, useNavigation } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form'
import type { BookingStatus } from '~/db/schema'
import { bookingStatusLabels } from './calendar-schema'

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
	days: { date: string; label: string; sessions: Session[] }[]
}

type ActionResult = { ok: boolean; id: string | null; message: string } | undefined

/** The staff calendar: a day or a week of sessions, for one counsellor or all, each with its actions. */
export function StaffCalendar({ data, result }: { data: CalendarData; result: ActionResult }) {
	const query = (changes: Record<string, string>) =>
		`/admin/calendar?${new URLSearchParams({ view: data.view, date: data.date, ...(data.counsellor ? { counsellor: data.counsellor } : {}), ...changes })}`
	return (
		<div className="mt-6 space-y-6">
			<Form method="get" action="/admin/calendar" className="flex flex-wrap items-end gap-3">
				<div>
					<label htmlFor="calendar-view" className="block text-sm font-semibold text-slate-800">
						Show
					</label>
					<select id="calendar-view" name="view" defaultValue={data.view} className={controlClass}>
						<option value="day">A day</option>
						<option value="week">A week</option>
					</select>
				</div>
				<div>
					<label htmlFor="calendar-date" className="block text-sm font-semibold text-slate-800">
						Date
					</label>
					<input id="calendar-date" type="date" name="date" defaultValue={data.date} className={controlClass} />
				</div>
				<div>
					<label htmlFor="calendar-counsellor" className="block text-sm font-semibold text-slate-800">
						Counsellor
					</label>
					<select id="calendar-counsellor" name="counsellor" defaultValue={data.counsellor} className={controlClass}>
						<option value="">All counsellors</option>
						{data.counsellors.map((c) => (
							<option key={c.id} value={c.id}>
								{c.name}
							</option>
						))}
					</select>
				</div>
				<button type="submit" className={buttonClass('secondary')}>
					Show
				</button>
				<Link to={query({ date: data.previous })} className="font-semibold text-brand-700 underline">
					Previous {data.view}
				</Link>
				<Link to={query({ date: data.next })} className="font-semibold text-brand-700 underline">
					Next {data.view}
				</Link>
				<Link to="/book" className="font-semibold text-brand-700 underline">
					Book for a caller
				</Link>
			</Form>
			{data.days.map((day) => (
				<section key={day.date} aria-labelledby={`day-${day.date}`}>
					<h2 id={`day-${day.date}`} className="text-xl font-bold text-brand-900">
						{day.label}
					</h2>
					{day.sessions.length === 0 ? <p className="text-slate-600">No sessions.</p> : null}
					<ul className="mt-2 space-y-3">
						{day.sessions.map((session) => (
							<li key={session.id}>
								<SessionCard session={session} result={result?.id === session.id ? result : undefined} />
							</li>
						))}
					</ul>
				</section>
			))}
		</div>
	)
}

function SessionCard({ session, result }: { session: Session; result: ActionResult }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === session.id
	const cancelled = session.status === 'cancelled'
	const headingId = `session-${session.id}`
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
						· <Link to={`/admin/leads/${session.leadId}`} className="font-semibold text-brand-700 underline">Open the lead</Link>
					</>
				) : null}
			</p>
			{session.note ? <p className="mt-1 text-sm text-slate-800">Student's note: {session.note}</p> : null}
			{!cancelled ? (
				<div className="mt-3 flex flex-wrap items-end gap-4">
					<Form method="post" className="flex gap-2">
						<input type="hidden" name="id" value={session.id} />
						<input type="hidden" name="intent" value="status" />
						<button type="submit" name="status" value="attended" disabled={busy} className={buttonClass('secondary')}>
							Mark attended
						</button>
						<button type="submit" name="status" value="no-show" disabled={busy} className={buttonClass('secondary')}>
							Mark no-show
						</button>
					</Form>
					<Form method="post" className="flex items-end gap-2">
						<input type="hidden" name="id" value={session.id} />
						<input type="hidden" name="intent" value="note" />
						<div>
							<label htmlFor={`note-${session.id}`} className="block text-sm font-semibold text-slate-800">
								Staff note
							</label>
							<input id={`note-${session.id}`} name="staffNote" defaultValue={session.staffNote ?? ''} className={controlClass} />
						</div>
						<button type="submit" disabled={busy} className={buttonClass('secondary')}>
							Save note
						</button>
					</Form>
					<Form method="post" className="flex items-end gap-2">
						<input type="hidden" name="id" value={session.id} />
						<input type="hidden" name="intent" value="move" />
						<div>
							<label htmlFor={`move-date-${session.id}`} className="block text-sm font-semibold text-slate-800">
								New day
							</label>
							<input id={`move-date-${session.id}`} type="date" name="date" required className={controlClass} />
						</div>
						<div>
							<label htmlFor={`move-time-${session.id}`} className="block text-sm font-semibold text-slate-800">
								New time (India)
							</label>
							<input id={`move-time-${session.id}`} type="time" name="time" required step={60} className={controlClass} />
						</div>
						<button type="submit" disabled={busy} className={buttonClass('secondary')}>
							Move
						</button>
					</Form>
					<Form method="post">
						<input type="hidden" name="id" value={session.id} />
						<input type="hidden" name="intent" value="cancel" />
						<button type="submit" disabled={busy} className={buttonClass('secondary')}>
							Cancel session
						</button>
					</Form>
				</div>
			) : null}
			<p role={result && !result.ok ? 'alert' : 'status'} className={result ? `mt-2 text-sm font-medium ${result.ok ? 'text-green-800' : 'text-red-800'}` : 'sr-only'}>
				{result?.message ?? ''}
			</p>
		</article>
	)
}
