import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { ArrowLeft, Mail, MessageCircle, Phone } from '~/components/ui/icons'
import { Form, Link, useNavigation } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { FormError, formProps, FormStatus, SelectField, SubmitButton, succeeded, TextAreaField, TextField } from '~/components/ui/form'
import { contactChannels, contactOutcomes, leadStatuses } from '~/db/schema'
import { enquiryCourseLabel } from '../enquiry'
import { absoluteTime, duration, mailtoLink, relativeTime, telLink, whatsAppLink } from './format'
import type { LeadDetail as LeadDetailData, StaffMember } from './inbox.server'
import {
	contactChannelLabels,
	contactOutcomeLabels,
	leadAssignConstraint,
	leadAssignSchema,
	leadContactConstraint,
	leadContactSchema,
	leadFormIds,
	type LeadFormResult,
	type LeadIntent,
	leadNextActionConstraint,
	leadNextActionSchema,
	leadNoteConstraint,
	leadNoteSchema,
	leadStatusConstraint,
	leadStatusLabels,
	leadStatusSchema,
	leadTypeLabels,
} from './inbox-schema'
import { StatusBadge, WaitingBadge } from './LeadsInbox'
import { useNow } from './use-now'
import { type WhatsAppTemplateTexts, whatsAppTemplates } from './whatsapp-templates'

type Props = {
	lead: LeadDetailData
	staff: StaffMember[]
	templateTexts: WhatsAppTemplateTexts
	me: { id: string; name: string }
	siteName: string
	timeZone: string
	now: string
	result: LeadFormResult | undefined
}

const secondaryClass = buttonClass('secondary')

/** One lead: its fields, contact links and WhatsApp templates, contact log, linked repeats, status, next action, assignment and notes. */
export function LeadDetail({ lead, staff, templateTexts, me, siteName, timeZone, result, ...props }: Props) {
	const now = useNow(props.now)
	const navigation = useNavigation()
	const busy = (intent: LeadIntent) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
	const resultFor = (intent: LeadIntent) => (result?.formId === leadFormIds[intent] ? result : undefined)
	const display = lead.name || lead.email || lead.mobile || 'Lead'
	const templates = whatsAppTemplates({ texts: templateTexts, name: lead.name, course: lead.course, siteName })
	const whatsApp = whatsAppLink(lead.mobile, templates[0]!.text)
	const call = telLink(lead.mobile)
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
					<p className="mt-2 text-slate-700">
						{lead.waitingSince ? (
							<WaitingBadge since={lead.waitingSince} now={now} />
						) : lead.firstContactAt ? (
							<>
								First contact {absoluteTime(lead.firstContactAt, timeZone)}, {duration(lead.createdAt, lead.firstContactAt)} after it arrived.
							</>
						) : null}
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

				{whatsApp ? (
					<section aria-labelledby="lead-templates">
						<h2 id="lead-templates" className="text-xl font-bold text-brand-900">
							WhatsApp templates
						</h2>
						<p className="mt-1 text-slate-700">Each opens the chat with the message ready to check and send. Then log it below.</p>
						<ul className="mt-3 flex flex-wrap gap-2">
							{templates.map((template) => (
								<li key={template.id}>
									<a href={whatsAppLink(lead.mobile, template.text) ?? undefined} target="_blank" rel="noopener noreferrer" title={template.text} className={secondaryClass}>
										<MessageCircle aria-hidden="true" className="size-4" />
										{template.label}
										<span className="sr-only"> (opens WhatsApp in a new tab)</span>
									</a>
								</li>
							))}
						</ul>
					</section>
				) : null}

				<section aria-labelledby="lead-contacts">
					<h2 id="lead-contacts" className="text-xl font-bold text-brand-900">
						Contact log
					</h2>
					<ContactForm result={resultFor('contact')} busy={busy('contact')} />
					{lead.contacts.length === 0 ? (
						<p className="mt-3 text-slate-700">No calls, WhatsApp messages or emails logged yet.</p>
					) : (
						<ol className="mt-3 space-y-2">
							{lead.contacts.map((contact) => (
								<li key={contact.id} className="rounded-xl border border-slate-200 bg-white p-3">
									<p className="font-semibold text-slate-900">
										{contactChannelLabels[contact.channel]}: {contactOutcomeLabels[contact.outcome]}
									</p>
									<p className="text-sm text-slate-700">
										{contact.authorName} · <time dateTime={contact.createdAt}>{absoluteTime(contact.createdAt, timeZone)}</time>
									</p>
									{contact.note ? <p className="mt-1 whitespace-pre-wrap text-slate-900">{contact.note}</p> : null}
								</li>
							))}
						</ol>
					)}
				</section>

				<section aria-labelledby="lead-details">
					<h2 id="lead-details" className="text-xl font-bold text-brand-900">
						Details
					</h2>
					<dl className="mt-3 grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[10rem_1fr]">
						<DetailRow label="Type">{leadTypeLabels[lead.type]}</DetailRow>
						<DetailRow label="Name">{lead.name}</DetailRow>
						<DetailRow label="Email">{lead.email}</DetailRow>
						<DetailRow label="Mobile">{lead.mobile}</DetailRow>
						<DetailRow label="Course">{lead.course ? enquiryCourseLabel(lead.course) : null}</DetailRow>
						<DetailRow label="Message">{lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : null}</DetailRow>
						<DetailRow label="Status">{leadStatusLabels[lead.status]}</DetailRow>
						{lead.status === 'closed' ? <DetailRow label="Reason for closing">{lead.closedReason}</DetailRow> : null}
						<DetailRow label="Assigned to">{lead.assigneeName}</DetailRow>
						<DetailRow label="Received">{absoluteTime(lead.createdAt, timeZone)}</DetailRow>
						<DetailRow label="Last updated">{absoluteTime(lead.updatedAt, timeZone)}</DetailRow>
						<DetailRow label="Source page">{lead.sourcePage}</DetailRow>
						<DetailRow label="UTM source">{lead.utmSource}</DetailRow>
						<DetailRow label="Student account">{lead.userId ? 'Signed in when sent' : 'Not signed in'}</DetailRow>
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
					<NoteForm result={resultFor('note')} busy={busy('note')} />
				</section>
			</div>

			<aside className="space-y-6" aria-label="Work this lead">
				<section aria-labelledby="lead-status" className="rounded-2xl border border-slate-200 bg-white p-4">
					<h2 id="lead-status" className="text-lg font-bold text-brand-900">
						Status
					</h2>
					<StatusForm lead={lead} result={resultFor('status')} busy={busy('status')} />
				</section>

				<section aria-labelledby="lead-next-action" className="rounded-2xl border border-slate-200 bg-white p-4">
					<h2 id="lead-next-action" className="text-lg font-bold text-brand-900">
						Next action
					</h2>
					<NextActionForm lead={lead} result={resultFor('next-action')} busy={busy('next-action')} />
				</section>

				<section aria-labelledby="lead-assign" className="rounded-2xl border border-slate-200 bg-white p-4">
					<h2 id="lead-assign" className="text-lg font-bold text-brand-900">
						Assignment
					</h2>
					{/* A new assignee (from either form) starts the form again from the saved choice. */}
					<AssignForm key={lead.assigneeId ?? ''} lead={lead} staff={staff} result={resultFor('assign')} busy={busy('assign')} />
					{lead.assigneeId !== me.id ? (
						// Answered in the assignment form above (same intent, same form id).
						<Form method="post" className="mt-2">
							<input type="hidden" name="intent" value="assign" />
							<input type="hidden" name="assigneeId" value={me.id} />
							<SubmitButton variant="secondary" pending={busy('assign')}>
								Assign to me
							</SubmitButton>
						</Form>
					) : null}
				</section>
			</aside>
		</div>
	)
}

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<>
			<dt className="font-semibold text-slate-700">{label}</dt>
			<dd className="break-words text-slate-900">{children ?? <span className="text-slate-600">—</span>}</dd>
		</>
	)
}

type FormProps = { result: LeadFormResult | undefined; busy: boolean }

const savedMessage = (result: LeadFormResult | undefined) => (succeeded(result) ? result.message : '')

function StatusForm({ lead, result, busy }: FormProps & { lead: LeadDetailData }) {
	const [form, fields] = useForm({
		id: leadFormIds.status,
		lastResult: result,
		defaultValue: { status: lead.status, closedReason: lead.closedReason ?? '' },
		constraint: leadStatusConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: leadStatusSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} className="mt-3 space-y-3">
			<input type="hidden" name="intent" value="status" />
			<SelectField meta={fields.status} label="Status" options={leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))} />
			<TextAreaField meta={fields.closedReason} label="Reason for closing" hint="Needed when the status is Closed." rows={2} />
			<FormError form={form} />
			<FormStatus>{savedMessage(result)}</FormStatus>
			<SubmitButton pending={busy} pendingText="Saving…">
				Save status
			</SubmitButton>
		</Form>
	)
}

function AssignForm({ lead, staff, result, busy }: FormProps & { lead: LeadDetailData; staff: StaffMember[] }) {
	const [form, fields] = useForm({
		id: leadFormIds.assign,
		lastResult: result,
		defaultValue: { assigneeId: lead.assigneeId ?? '' },
		constraint: leadAssignConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: leadAssignSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} className="mt-3 space-y-3">
			<input type="hidden" name="intent" value="assign" />
			<SelectField
				meta={fields.assigneeId}
				label="Assigned to"
				options={[{ value: '', label: 'Nobody' }, ...staff.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))]}
			/>
			<FormError form={form} />
			<FormStatus>{savedMessage(result)}</FormStatus>
			<SubmitButton pending={busy}>Save assignment</SubmitButton>
		</Form>
	)
}

function NoteForm({ result, busy }: FormProps) {
	const [form, fields] = useForm({
		id: leadFormIds.note,
		lastResult: result,
		constraint: leadNoteConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: leadNoteSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} className="mt-4 space-y-3">
			<input type="hidden" name="intent" value="note" />
			<TextAreaField meta={fields.body} label="Add a note" rows={3} />
			<FormError form={form} />
			<FormStatus>{savedMessage(result)}</FormStatus>
			<SubmitButton pending={busy} pendingText="Adding…">
				Add note
			</SubmitButton>
		</Form>
	)
}

const logLabels = { call: 'Log call', whatsapp: 'Log WhatsApp', email: 'Log email' } as const satisfies Record<(typeof contactChannels)[number], string>

/** One tap: the button pressed is the channel; the outcome reads "reached" unless changed. */
function ContactForm({ result, busy }: FormProps) {
	const [form, fields] = useForm({
		id: leadFormIds.contact,
		lastResult: result,
		defaultValue: { outcome: 'reached', note: '' },
		constraint: leadContactConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: leadContactSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} className="mt-3 space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
			<input type="hidden" name="intent" value="contact" />
			<SelectField meta={fields.outcome} label="Outcome" options={contactOutcomes.map((outcome) => ({ value: outcome, label: contactOutcomeLabels[outcome] }))} />
			<TextAreaField meta={fields.note} label="Contact note (optional)" rows={2} />
			<FormError form={form} />
			<FormStatus>{savedMessage(result)}</FormStatus>
			<div className="flex flex-wrap gap-2">
				{contactChannels.map((channel) => (
					<SubmitButton key={channel} name="channel" value={channel} variant={channel === 'call' ? 'primary' : 'secondary'} pending={busy}>
						{logLabels[channel]}
					</SubmitButton>
				))}
			</div>
		</Form>
	)
}

function NextActionForm({ lead, result, busy }: FormProps & { lead: LeadDetailData }) {
	const [form, fields] = useForm({
		id: leadFormIds['next-action'],
		lastResult: result,
		defaultValue: { nextActionOn: lead.nextActionOn ?? '', nextActionNote: lead.nextActionNote ?? '' },
		constraint: leadNextActionConstraint,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: leadNextActionSchema }),
	})
	return (
		<Form method="post" {...formProps(form)} className="mt-3 space-y-3">
			<input type="hidden" name="intent" value="next-action" />
			<TextField meta={fields.nextActionOn} label="Date" type="date" hint="Leave both empty to clear." />
			<TextField meta={fields.nextActionNote} label="What to do" />
			<FormError form={form} />
			<FormStatus>{savedMessage(result)}</FormStatus>
			<SubmitButton pending={busy} pendingText="Saving…">
				Save next action
			</SubmitButton>
		</Form>
	)
}
