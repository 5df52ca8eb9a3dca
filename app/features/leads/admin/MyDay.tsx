import { Link } from 'react-router'
import { enquiryCourseLabel } from '../enquiry'
import { absoluteTime, pluralise } from './format'
import { leadStatusLabels } from './inbox-schema'
import { WaitingBadge } from './LeadsInbox'
import type { MyDay as MyDayData, MyDayLead } from './my-day.server'
import { useNow } from './use-now'

type Props = MyDayData & { now: string; timeZone: string }

/** A counsellor's day: overdue leads first, then the actions due, then new leads still inside the 24 hours. */
export function MyDay({ overdue, due, waiting, today, timeZone, ...props }: Props) {
	const now = useNow(props.now)
	return (
		<div className="space-y-8">
			<MyDaySection id="my-day-overdue" title="Overdue: no contact in 24 hours" leads={overdue} now={now} empty="Nothing overdue. Every person assigned to you has had an answer in time." />
			<MyDaySection id="my-day-due" title="Actions due today" leads={due} now={now} today={today} timeZone={timeZone} empty="No next actions due today." />
			<MyDaySection id="my-day-new" title="New leads waiting for you" leads={waiting} now={now} empty="No new leads waiting." />
		</div>
	)
}

function MyDaySection({ id, title, leads, now, today, timeZone, empty }: { id: string; title: string; leads: MyDayLead[]; now: string; today?: string; timeZone?: string; empty: string }) {
	return (
		<section aria-labelledby={id}>
			<h2 id={id} className="text-xl font-bold text-brand-900">
				{title} <span className="text-base font-semibold text-slate-700">({pluralise(leads.length, 'lead')})</span>
			</h2>
			{leads.length === 0 ? (
				<p className="mt-2 text-slate-700">{empty}</p>
			) : (
				<ul className="mt-3 space-y-2">
					{leads.map((lead) => (
						<li key={lead.id} className="rounded-xl border border-slate-200 bg-white p-3">
							<Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-800 underline">
								{lead.name || lead.email || lead.mobile || 'No name given'}
							</Link>
							<p className="text-sm break-all text-slate-700">{[lead.email, lead.mobile].filter(Boolean).join(' · ')}</p>
							<p className="text-sm text-slate-700">
								{lead.course ? `${enquiryCourseLabel(lead.course)} · ` : ''}
								{leadStatusLabels[lead.status]}
							</p>
							{lead.waitingSince ? <WaitingBadge since={lead.waitingSince} now={now} /> : null}
							{today && lead.nextActionOn ? (
								<p className="mt-1 text-slate-900">
									<span className="font-semibold">{lead.nextActionOn < today ? `Was due ${absoluteDay(lead.nextActionOn, timeZone)}` : 'Today'}:</span> {lead.nextActionNote || 'No note'}
								</p>
							) : null}
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

/** A calendar day (YYYY-MM-DD) as people read it; noon keeps it on the same day in any zone. */
function absoluteDay(day: string, timeZone = 'UTC') {
	return absoluteTime(`${day}T12:00:00Z`, timeZone).replace(/,.*$/, '')
}
