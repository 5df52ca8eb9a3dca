import { ArrowLeft, Mail, MessageCircle, Phone } from 'lucide-react'
import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { leadStatuses } from '~/db/schema'
import { enquiryCourseLabel } from '../enquiry'
import { absoluteTime, mailtoLink, relativeTime, telLink, whatsAppLink } from './format'
import type { LeadDetail as LeadDetailData, StaffMember } from './inbox.server'
import { type LeadActionResult, leadStatusLabels, leadTypeLabels } from './inbox-schema'
import { StatusBadge } from './LeadsInbox'

type Props = {
	lead: LeadDetailData
	staff: StaffMember[]
	me: { id: string; name: string }
	siteName: string
	timeZone: string
	now: string
	result: (LeadActionResult & { values?: Record<string, string> }) | undefined
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 aria-invalid:border-red-600'
const buttonClass = 'inline-flex items-center justify-center gap-2 rounded-full bg-brand-800 px-5 py-2.5 font-bold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80'
const secondaryClass = 'inline-flex items-center justify-center gap-2 rounded-full border border-brand-200 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50'

/** One lead: its fields, contact links, linked repeats, status, assignment and notes. */
export function LeadDetail({ lead, staff, me, siteName, timeZone, now, result }: Props) {
	const navigation = useNavigation()
	const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const display = lead.name || lead.email || lead.mobile || 'Lead'
	const greeting = `Hello${lead.name ? ` ${lead.name}` : ''}, this is ${siteName}. Thank you for your ${leadTypeLabels[lead.type].toLowerCase()}${lead.course ? ` about ${enquiryCourseLabel(lead.course)}` : ''}. How can we help you?`
	const whatsApp = whatsAppLink(lead.mobile, greeting)
	const call = telLink(lead.mobile)
	const message = (intent: string) => (result?.intent === intent ? result : undefined)
	const first = lead.linked.find((l) => l.isFirst)

	return (
		<div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
			<div className="space-y-8">
				<div>
					<Link to="/admin" className="inline-flex items-center gap-1 font-semibold text-brand-800 underline">
						<ArrowLeft aria-hidden="true" className="size-4" />
						All leads
					</Link>
					<h1 className="mt-3 text-3xl font-extrabold break-words text-brand-900">{display}</h1>
					<p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
						<span>{leadTypeLabels[lead.type]}</span>
						<span aria-hidden="true">·</span>
						<StatusBadge status={lead.status} />
						<span aria-hidden="true">·</span>
						<span>
							Received <time dateTime={lead.createdAt}>{relativeTime(lead.createdAt, now)}</time> ({absoluteTime(lead.createdAt, timeZone)})
						</span>
					</p>
					{lead.repeatOfId && first ? (
						<p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
							This is a repeat of an earlier lead from the same person.{' '}
							<Link to={`/admin/leads/${first.id}`} className="font-semibold underline">
								Open the first lead
							</Link>
						</p>
					) : null}
				</div>

				<div className="flex flex-wrap gap-3">
					{whatsApp ? (
						<a href={whatsApp} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 rounded-full bg-green-700 px-5 py-2.5 font-bold text-white hover:bg-green-800">
							<MessageCircle aria-hidden="true" className="size-5" />
							WhatsApp {lead.name ?? 'student'}
						</a>
					) : null}
					{call ? (
						<a href={call} className={secondaryClass}>
							<Phone aria-hidden="true" className="size-5" />
							Call {lead.mobile}
						</a>
					) : null}
					{lead.email ? (
						<a href={mailtoLink(lead.email)} className={secondaryClass}>
							<Mail aria-hidden="true" className="size-5" />
							Email
						</a>
					) : null}
				</div>

				<section aria-labelledby="lead-details">
					<h2 id="lead-details" className="text-xl font-bold text-brand-900">
						Details
					</h2>
					<dl className="mt-3 grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[10rem_1fr]">
						<Field label="Type">{leadTypeLabels[lead.type]}</Field>
						<Field label="Name">{lead.name}</Field>
						<Field label="Email">{lead.email}</Field>
						<Field label="Mobile">{lead.mobile}</Field>
						<Field label="Course">{lead.course ? enquiryCourseLabel(lead.course) : null}</Field>
						<Field label="Message">{lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : null}</Field>
						<Field label="Status">{leadStatusLabels[lead.status]}</Field>
						{lead.status === 'closed' ? <Field label="Reason for closing">{lead.closedReason}</Field> : null}
						<Field label="Assigned to">{lead.assigneeName}</Field>
						<Field label="Received">{absoluteTime(lead.createdAt, timeZone)}</Field>
						<Field label="Last updated">{absoluteTime(lead.updatedAt, timeZone)}</Field>
						<Field label="Source page">{lead.sourcePage}</Field>
						<Field label="UTM source">{lead.utmSource}</Field>
						<Field label="Student account">{lead.userId ? 'Signed in when sent' : 'Not signed in'}</Field>
					</dl>
				</section>

				<section aria-labelledby="lead-linked">
					<h2 id="lead-linked" className="text-xl font-bold text-brand-900">
						Linked leads
					</h2>
					{lead.linked.length === 0 ? (
						<p className="mt-2 text-slate-700">No repeats: this person has sent one lead in the repeat window.</p>
					) : (
						<ul className="mt-3 space-y-2">
							{lead.linked.map((linked) => (
								<li key={linked.id} className="rounded-xl border border-slate-200 bg-white p-3">
									<Link to={`/admin/leads/${linked.id}`} className="font-semibold text-brand-800 underline">
										{linked.isFirst ? 'First lead' : 'Repeat'}: {leadTypeLabels[linked.type]} from {linked.name || linked.email || linked.mobile || 'unknown'}
									</Link>
									<p className="text-sm text-slate-700">
										<time dateTime={linked.createdAt}>{absoluteTime(linked.createdAt, timeZone)}</time>
										{linked.course ? ` · ${enquiryCourseLabel(linked.course)}` : ''} · {leadStatusLabels[linked.status]}
									</p>
									{linked.message ? <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{linked.message}</p> : null}
								</li>
							))}
						</ul>
					)}
				</section>

				<section aria-labelledby="lead-notes">
					<h2 id="lead-notes" className="text-xl font-bold text-brand-900">
						Notes
					</h2>
					{lead.notes.length === 0 ? (
						<p className="mt-2 text-slate-700">No notes yet.</p>
					) : (
						<ol className="mt-3 space-y-3">
							{lead.notes.map((note) => (
								<li key={note.id} className="rounded-xl border border-slate-200 bg-white p-3">
									<p className="text-sm text-slate-700">
										<span className="font-semibold text-slate-900">{note.authorName}</span>
										{' · '}
										<time dateTime={note.createdAt}>{absoluteTime(note.createdAt, timeZone)}</time>
									</p>
									<p className="mt-1 whitespace-pre-wrap text-slate-900">{note.body}</p>
								</li>
							))}
						</ol>
					)}
					<Form method="post" key={lead.notes.length} className="mt-4 space-y-3">
						<input type="hidden" name="intent" value="note" />
						<TextArea label="Add a note" name="body" rows={3} maxLength={2000} invalid={message('note')?.ok === false} defaultValue={message('note')?.ok === false ? result?.values?.body : undefined} />
						<ResultMessage result={message('note')} />
						<button type="submit" className={buttonClass} disabled={busyIntent === 'note'}>
							{busyIntent === 'note' ? 'Adding…' : 'Add note'}
						</button>
					</Form>
				</section>
			</div>

			<aside className="space-y-6" aria-label="Work this lead">
				<section aria-labelledby="lead-status" className="rounded-2xl border border-slate-200 bg-white p-4">
					<h2 id="lead-status" className="text-lg font-bold text-brand-900">
						Status
					</h2>
					<Form method="post" className="mt-3 space-y-3">
						<input type="hidden" name="intent" value="status" />
						<Select label="Status" name="status" defaultValue={(message('status')?.ok === false && result?.values?.status) || lead.status}>
							{leadStatuses.map((status) => (
								<option key={status} value={status}>
									{leadStatusLabels[status]}
								</option>
							))}
						</Select>
						<TextArea
							label="Reason for closing"
							hint="Needed when the status is Closed."
							name="closedReason"
							rows={2}
							maxLength={500}
							invalid={message('status')?.ok === false}
							defaultValue={(message('status')?.ok === false ? result?.values?.closedReason : lead.closedReason) ?? ''}
						/>
						<ResultMessage result={message('status')} />
						<button type="submit" className={buttonClass} disabled={busyIntent === 'status'}>
							{busyIntent === 'status' ? 'Saving…' : 'Save status'}
						</button>
					</Form>
				</section>

				<section aria-labelledby="lead-assign" className="rounded-2xl border border-slate-200 bg-white p-4">
					<h2 id="lead-assign" className="text-lg font-bold text-brand-900">
						Assignment
					</h2>
					<Form method="post" className="mt-3 space-y-3">
						<input type="hidden" name="intent" value="assign" />
						<Select label="Assigned to" name="assigneeId" defaultValue={lead.assigneeId ?? ''} key={lead.assigneeId ?? ''}>
							<option value="">Nobody</option>
							{staff.map((member) => (
								<option key={member.id} value={member.id}>
									{member.name} ({member.email})
								</option>
							))}
						</Select>
						<ResultMessage result={message('assign')} />
						<div className="flex flex-wrap gap-2">
							<button type="submit" className={buttonClass} disabled={busyIntent === 'assign'}>
								Save assignment
							</button>
						</div>
					</Form>
					{lead.assigneeId !== me.id ? (
						<Form method="post" className="mt-2">
							<input type="hidden" name="intent" value="assign" />
							<input type="hidden" name="assigneeId" value={me.id} />
							<button type="submit" className={secondaryClass} disabled={busyIntent === 'assign'}>
								Assign to me
							</button>
						</Form>
					) : null}
				</section>
			</aside>
		</div>
	)
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<>
			<dt className="font-semibold text-slate-700">{label}</dt>
			<dd className="break-words text-slate-900">{children ?? <span className="text-slate-600">—</span>}</dd>
		</>
	)
}

function ResultMessage({ result }: { result: LeadActionResult | undefined }) {
	if (!result) return null
	return result.ok ? (
		<p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
			{result.message}
		</p>
	) : (
		<p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
			{result.message}
		</p>
	)
}

function Select({ label, children, ...select }: { label: string } & React.SelectHTMLAttributes<HTMLSelectElement>) {
	const id = useId()
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-semibold text-slate-800">
				{label}
			</label>
			<select id={id} className={fieldClass} {...select}>
				{children}
			</select>
		</div>
	)
}

function TextArea({ label, hint, invalid, ...textarea }: { label: string; hint?: string; invalid?: boolean } & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
	const id = useId()
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-semibold text-slate-800">
				{label}
			</label>
			{hint ? (
				<p id={`${id}-hint`} className="text-xs text-slate-600">
					{hint}
				</p>
			) : null}
			<textarea id={id} aria-invalid={invalid || undefined} aria-describedby={hint ? `${id}-hint` : undefined} className={fieldClass} {...textarea} />
		</div>
	)
}
