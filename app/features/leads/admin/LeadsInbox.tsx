import { Download, Search } from '~/components/ui/icons'
import { useCallback, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { type FormResult, formProps, SelectField, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import type { LiveUpdateSettings } from '~/config/live-update'
import { leadStatuses, leadTypes } from '~/db/schema'
import { enquiryCourseLabel } from '../enquiry'
import { absoluteTime, pluralise, relativeTime, waiting } from './format'
import {
	contactFilterLabels,
	contactFilters,
	FIRST_CONTACT_HOURS,
	filtersQuery,
	type InboxFilters,
	type LeadSummary,
	leadLimits,
	leadStatusLabels,
	leadTypeLabels,
} from './inbox-schema'
import { BulkActionsForm, SelectAllLeadsCheckbox, SelectLeadCheckbox } from './BulkActions'
import type { StaffMember } from './inbox.server'
import { type LiveTransport, useLiveLeads } from './use-live-leads'
import { useNow } from './use-now'

export type LeadsInboxProps = {
	leads: LeadSummary[]
	total: number
	page: number
	pageCount: number
	/** Leads waiting for a first answer, and those of them past the 24-hour promise (whatever the filters). */
	waiting: number
	overdue: number
	filters: InboxFilters
	cursor: string
	now: string
	timeZone: string
	liveUpdate: LiveUpdateSettings
	/** Who the bulk form can assign leads to, and its last answer. */
	staff: StaffMember[]
	bulkResult: FormResult | undefined
}

const transportLabels: Record<LiveTransport, string> = {
	connecting: 'Live updates: connecting…',
	events: 'Live updates: on',
	'long-polling': 'Live updates: on (long-polling)',
	stopped: 'Live updates: off. Reload the page to see new leads.',
}

/**
 * The staff inbox: filters, the list of first leads (repeats counted under them, a new repeat
 * bringing its first lead back to the top), paging, live updates.
 */
export function LeadsInbox(props: LeadsInboxProps) {
	const { filters, page, pageCount, total } = props
	const query = filtersQuery(filters).toString()
	const now = useNow(props.now)
	const [added, setAdded] = useState<LeadSummary[]>([])
	const [extraRepeats, setExtraRepeats] = useState<Record<string, number>>({})
	const [announcement, setAnnouncement] = useState('')
	const known = useRef(new Set(props.leads.map((l) => l.id)))
	const addedRef = useRef<LeadSummary[]>([])

	const onLeads = useCallback(
		(incoming: LeadSummary[]) => {
			const fresh: LeadSummary[] = []
			const repeatsFor: Record<string, number> = {}
			const listed = [...addedRef.current, ...props.leads]
			for (const lead of incoming) {
				if (known.current.has(lead.id)) continue
				known.current.add(lead.id)
				if (!lead.repeatOfId) {
					fresh.push(lead)
					continue
				}
				repeatsFor[lead.repeatOfId] = (repeatsFor[lead.repeatOfId] ?? 0) + 1
				// New words on a listed lead: it moves to the top, waiting, with the repeat's message.
				const first = listed.find((l) => l.id === lead.repeatOfId)
				if (first && page === 1) {
					fresh.push({ ...first, lastActivityAt: lead.createdAt, waitingSince: first.waitingSince ?? lead.createdAt, latestRepeatMessage: lead.latestRepeatMessage })
				}
			}
			const repeatCount = Object.values(repeatsFor).reduce((a, b) => a + b, 0)
			if (fresh.length === 0 && repeatCount === 0) return
			if (page === 1 && fresh.length > 0) {
				const moved = new Set(fresh.map((l) => l.id))
				setAdded((current) => (addedRef.current = [...fresh, ...current.filter((l) => !moved.has(l.id))]))
			}
			if (repeatCount > 0) {
				setExtraRepeats((current) => {
					const next = { ...current }
					for (const [id, n] of Object.entries(repeatsFor)) next[id] = (next[id] ?? 0) + n
					return next
				})
			}
			const parts = [
				fresh.length > 0 ? `${pluralise(fresh.length, 'new lead')}${page === 1 ? '' : ' on page 1'}` : null,
				repeatCount > 0 ? `${pluralise(repeatCount, 'repeat')} from earlier leads` : null,
			].filter(Boolean)
			// Cleared first, so the same words are announced again for the next lead.
			setAnnouncement('')
			setTimeout(() => setAnnouncement(parts.join(', ')), 50)
		},
		[page, props.leads],
	)
	const transport = useLiveLeads({ cursor: props.cursor, query, settings: props.liveUpdate, onLeads })

	const addedIds = new Set(added.map((l) => l.id))
	const rows = [...added, ...props.leads.filter((l) => !addedIds.has(l.id))]
	const csvHref = `/admin/leads.csv${query ? `?${query}` : ''}`
	const filtered = Boolean(filters.q || filters.type || filters.status || filters.contact)
	const pageHref = (n: number) => {
		const params = filtersQuery(filters)
		if (n > 1) params.set('page', String(n))
		const search = params.toString()
		return `/admin${search ? `?${search}` : ''}`
	}

	return (
		<div>
			<InboxFilterForm filters={filters} filtered={filtered} />

			<ul aria-label="First contact" className="mt-4 flex flex-wrap gap-3">
				<li>
					<Link to="/admin?contact=waiting" className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50">
						{pluralise(props.waiting, 'lead')} waiting for a first contact
					</Link>
				</li>
				<li>
					<Link
						to="/admin?contact=overdue"
						className={`inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold ${props.overdue > 0 ? 'bg-red-700 text-white hover:bg-red-800' : 'border border-slate-200 bg-white text-slate-800'}`}
					>
						{pluralise(props.overdue, 'lead')} overdue (no contact in {FIRST_CONTACT_HOURS} hours)
					</Link>
				</li>
			</ul>

			<div className="mt-4 flex flex-wrap items-center justify-between gap-3">
				<p className="text-slate-700">
					{filtered ? `${pluralise(total, 'lead')} match these filters` : `${pluralise(total, 'lead')} in the inbox`}
					{pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
				</p>
				<div className="flex flex-wrap items-center gap-3">
					<p className="text-sm text-slate-600">{transportLabels[transport]}</p>
					{/* No `download` attribute: the file comes as an attachment anyway, and when the session is too old
					    for the export (requireRecentSignIn) the browser must follow the redirect to the password page
					    rather than save that page as the file. */}
					<a href={csvHref} className="inline-flex items-center gap-2 rounded-full border border-brand-200 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
						<Download aria-hidden="true" className="size-4" />
						Download CSV
					</a>
				</div>
			</div>
			<p role="status" aria-live="polite" className="mt-2 min-h-6 font-semibold text-green-800">
				{announcement}
			</p>

			{rows.length === 0 ? (
				<div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
					<h2 className="text-lg font-bold text-slate-800">{filtered ? 'No leads match these filters' : 'No leads yet'}</h2>
					<p className="mt-1 text-slate-600">{filtered ? 'Try another search or clear the filters.' : 'Enquiries, contact messages, enrolment requests and newsletter sign-ups appear here as they arrive.'}</p>
				</div>
			) : (
				<>
					<BulkActionsForm staff={props.staff} result={props.bulkResult} />
					<div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
						<table className="w-full min-w-[56rem] text-left text-sm">
							<caption className="sr-only">Leads, latest activity first</caption>
							<thead className="bg-slate-50 text-slate-700">
								<tr>
									<th scope="col" className="px-3 py-3 font-semibold">
									<SelectAllLeadsCheckbox />
								</th>
								<th scope="col" className="px-3 py-3 font-semibold">Received</th>
									<th scope="col" className="px-3 py-3 font-semibold">Name</th>
									<th scope="col" className="px-3 py-3 font-semibold">Type</th>
									<th scope="col" className="px-3 py-3 font-semibold">Contact</th>
									<th scope="col" className="px-3 py-3 font-semibold">Course</th>
									<th scope="col" className="px-3 py-3 font-semibold">Status</th>
									<th scope="col" className="px-3 py-3 font-semibold">Assigned to</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-slate-100">
								{rows.map((lead) => (
									<LeadRow key={lead.id} lead={lead} now={now} timeZone={props.timeZone} isLive={added.includes(lead)} extraRepeats={extraRepeats[lead.id] ?? 0} />
								))}
							</tbody>
						</table>
					</div>
				</>
			)}

			{pageCount > 1 ? (
				<nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
					{page > 1 ? (
						<Link to={pageHref(page - 1)} className="rounded-full border border-brand-200 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
							Previous page
						</Link>
					) : (
						<span />
					)}
					<span className="text-slate-700">
						Page {page} of {pageCount}
					</span>
					{page < pageCount ? (
						<Link to={pageHref(page + 1)} className="rounded-full border border-brand-200 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
							Next page
						</Link>
					) : (
						<span />
					)}
				</nav>
			) : null}
		</div>
	)
}

function LeadRow({ lead, now, timeZone, isLive, extraRepeats }: { lead: LeadSummary; now: string; timeZone: string; isLive: boolean; extraRepeats: number }) {
	const repeats = lead.repeatCount + extraRepeats
	return (
		<tr className={isLive ? 'bg-green-50' : undefined}>
			<td className="px-3 py-3 align-top">
				<SelectLeadCheckbox id={lead.id} name={lead.name || lead.email || lead.mobile || 'lead without a name'} />
			</td>
			<td className="px-3 py-3 align-top whitespace-nowrap">
				<time dateTime={lead.lastActivityAt} className="block font-medium text-slate-900">
					{relativeTime(lead.lastActivityAt, now)}
				</time>
				<span className="block text-xs text-slate-600">{absoluteTime(lead.lastActivityAt, timeZone)}</span>
				{lead.waitingSince ? <WaitingBadge since={lead.waitingSince} now={now} /> : null}
			</td>
			<td className="px-3 py-3 align-top">
				<Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700">
					{lead.name || lead.email || lead.mobile || 'No name given'}
				</Link>
				{isLive ? <span className="ml-2 rounded-full bg-green-700 px-2 py-0.5 text-xs font-bold text-white">New</span> : null}
				{repeats > 0 ? (
					<span className="mt-1 block w-fit rounded-full bg-accent-400/30 px-2 py-0.5 text-xs font-semibold text-slate-900">
						{pluralise(repeats, 'repeat')}
					</span>
				) : null}
				{repeats > 0 && lead.latestRepeatMessage ? <span className="mt-1 line-clamp-2 block max-w-xs text-xs text-slate-700">Latest: {lead.latestRepeatMessage}</span> : null}
			</td>
			<td className="px-3 py-3 align-top">{leadTypeLabels[lead.type]}</td>
			<td className="px-3 py-3 align-top break-all">
				{lead.email ? <span className="block">{lead.email}</span> : null}
				{lead.mobile ? <span className="block">{lead.mobile}</span> : null}
			</td>
			<td className="px-3 py-3 align-top">{lead.course ? enquiryCourseLabel(lead.course) : <span className="text-slate-600">—</span>}</td>
			<td className="px-3 py-3 align-top">
				<StatusBadge status={lead.status} />
			</td>
			<td className="px-3 py-3 align-top">{lead.assigneeName ?? <span className="text-slate-600">Nobody</span>}</td>
		</tr>
	)
}

/** How long the person has waited for a first answer; red once the 24-hour promise is broken. */
export function WaitingBadge({ since, now }: { since: string; now: string }) {
	const state = waiting(since, now, FIRST_CONTACT_HOURS)
	return <span className={`mt-1 block w-fit rounded-full px-2 py-0.5 text-xs font-bold ${state.overdue ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-900'}`}>{state.text}</span>
}

export function StatusBadge({ status }: { status: LeadSummary['status'] }) {
	const tone = status === 'new' ? 'bg-brand-100 text-brand-900' : status === 'closed' ? 'bg-slate-200 text-slate-800' : status === 'enrolled' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
	return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}>{leadStatusLabels[status]}</span>
}

/** The filters: a GET form (the URL is the search, so it can be shared and reloaded); anything unknown reads "all". */
function InboxFilterForm({ filters, filtered }: { filters: InboxFilters; filtered: boolean }) {
	const [form, fields] = useServerForm<{ q: string; type: string; status: string; contact: string }>({
		defaultValue: { q: filters.q, type: filters.type ?? '', status: filters.status ?? '', contact: filters.contact ?? '' },
		constraint: { q: { maxLength: leadLimits.search } },
	})
	return (
		<Form method="get" action="/admin" {...formProps(form)} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
			<TextField meta={fields.q} label="Search leads" hint="Name, email, mobile, course, country or message" type="search" />
			<SelectField meta={fields.type} label="Type" options={[{ value: '', label: 'All types' }, ...leadTypes.map((type) => ({ value: type, label: leadTypeLabels[type] }))]} />
			<SelectField meta={fields.status} label="Status" options={[{ value: '', label: 'All statuses' }, ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))]} />
			<SelectField meta={fields.contact} label="First contact" options={[{ value: '', label: 'Any' }, ...contactFilters.map((value) => ({ value, label: contactFilterLabels[value] }))]} />
			<div className="flex gap-2">
				<SubmitButton>
					<Search aria-hidden="true" className="size-4" />
					Search
				</SubmitButton>
				{filtered ? (
					<Link to="/admin" className={buttonClass('secondary')}>
						Clear
					</Link>
				) : null}
			</div>
		</Form>
	)
}
