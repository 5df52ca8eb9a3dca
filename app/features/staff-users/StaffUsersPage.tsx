import { Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { controlClass, type FormResult, FormError, FormStatus, formProps, SelectField, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import { absoluteTime } from '~/features/leads/admin/format'
import { inviteConstraint, roleLabels, staffRoles, userRoleOptions, type Role } from './staff-users'

type Person = {
	id: string
	name: string
	email: string
	role: Role
	emailVerified: boolean
	twoFactorEnabled: boolean
	lastSignInAt: string | null
	deactivatedAt: string | null
}
type Invite = { id: string; name: string; email: string; role: Role; expiresAt: string }
type AuditLine = { id: string; action: string; actorName: string; detail: string; createdAt: string }

export type StaffUsersResult = FormResult & { intent?: string }

/** /admin/users (admins only): the staff list, invitations, role changes, deactivation and the audit log. */
export function StaffUsersPage({ people, invites, audit, selfId, timeZone, result }: { people: Person[]; invites: Invite[]; audit: AuditLine[]; selfId: string; timeZone: string; result: StaffUsersResult | undefined }) {
	const inviteResult = result?.intent === 'invite' ? result : undefined
	const rowResult = result && result.intent !== 'invite' ? result : undefined
	const [form, fields] = useServerForm<Record<'name' | 'email' | 'role', string>>({ lastResult: inviteResult, constraint: inviteConstraint, defaultValue: { role: 'staff' } })
	const rowError = rowResult?.error?.['']?.[0]
	return (
		<section className="container-page py-10">
			<h1 className="text-3xl font-extrabold text-brand-900">People</h1>
			<p className="mt-1 text-slate-700">Staff work the leads, editors the content, admins everything. Every change here is written to the log below.</p>
			{rowError ? (
				<p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
					{rowError}
				</p>
			) : null}
			<FormStatus className="mt-4">{rowResult?.status === 'success' ? rowResult.message : ''}</FormStatus>
			<div className="mt-6 overflow-x-auto">
				<table className="w-full min-w-[48rem] border-collapse text-left">
					<caption className="sr-only">Staff accounts</caption>
					<thead>
						<tr className="border-b border-slate-300">
							<th scope="col" className="py-2 pr-4">Name</th>
							<th scope="col" className="py-2 pr-4">Role</th>
							<th scope="col" className="py-2 pr-4">Email verified</th>
							<th scope="col" className="py-2 pr-4">Two-factor</th>
							<th scope="col" className="py-2 pr-4">Last sign-in</th>
							<th scope="col" className="py-2">Account</th>
						</tr>
					</thead>
					<tbody>
						{people.map((person) => (
							<tr key={person.id} className="border-b border-slate-200 align-top">
								<th scope="row" className="py-2 pr-4 font-normal">
									<span className="font-semibold">{person.name}</span>
									<br />
									<span className="text-sm text-slate-700">{person.email}</span>
								</th>
								<td className="py-2 pr-4">
									<Form method="post" className="flex flex-wrap items-center gap-2">
										<input type="hidden" name="intent" value="role" />
										<input type="hidden" name="userId" value={person.id} />
										<label className="sr-only" htmlFor={`role-${person.id}`}>
											Role of {person.name}
										</label>
										<select id={`role-${person.id}`} name="role" defaultValue={person.role} className={controlClass}>
											{userRoleOptions.map((o) => (
												<option key={o.value} value={o.value}>
													{o.label}
												</option>
											))}
										</select>
										<button type="submit" className={buttonClass('secondary')} aria-label={`Change role of ${person.name}`}>
											Change
										</button>
									</Form>
								</td>
								<td className="py-2 pr-4">{person.emailVerified ? 'Verified' : 'Not verified'}</td>
								<td className="py-2 pr-4">{person.twoFactorEnabled ? 'On' : 'Not set up'}</td>
								<td className="py-2 pr-4">{person.lastSignInAt ? <time dateTime={person.lastSignInAt}>{absoluteTime(person.lastSignInAt, timeZone)}</time> : 'Never'}</td>
								<td className="py-2">
									{person.deactivatedAt ? (
										<Form method="post">
											<input type="hidden" name="intent" value="reactivate" />
											<input type="hidden" name="userId" value={person.id} />
											<span className="mr-2">Deactivated</span>
											<button type="submit" className={buttonClass('secondary')} aria-label={`Reactivate ${person.name}`}>
												Reactivate
											</button>
										</Form>
									) : person.id === selfId ? (
										'You'
									) : (
										<Form method="post">
											<input type="hidden" name="intent" value="deactivate" />
											<input type="hidden" name="userId" value={person.id} />
											<button type="submit" className={buttonClass('secondary')} aria-label={`Deactivate ${person.name}`}>
												Deactivate
											</button>
										</Form>
									)}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>

			<h2 className="mt-10 text-2xl font-bold text-brand-900">Invite someone</h2>
			<p className="mt-1 text-slate-700">They get an email with a link to choose their password, valid for 7 days.</p>
			<Form method="post" {...formProps(form)} className="mt-4 grid max-w-xl gap-4">
				<input type="hidden" name="intent" value="invite" />
				<TextField meta={fields.name} label="Name" autoComplete="off" />
				<TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
				<SelectField meta={fields.role} label="Role" options={staffRoles.map((r) => ({ value: r, label: roleLabels[r] }))} />
				<FormError form={form} />
				<FormStatus>{inviteResult?.status === 'success' ? inviteResult.message : ''}</FormStatus>
				<SubmitButton>Send invitation</SubmitButton>
			</Form>
			{invites.length > 0 ? (
				<>
					<h3 className="mt-8 text-xl font-bold text-brand-900">Open invitations</h3>
					<ul className="mt-2 list-disc pl-6">
						{invites.map((i) => (
							<li key={i.id}>
								{i.name} ({i.email}), {roleLabels[i.role]}, until <time dateTime={i.expiresAt}>{absoluteTime(i.expiresAt, timeZone)}</time>
							</li>
						))}
					</ul>
				</>
			) : null}

			<h2 className="mt-10 text-2xl font-bold text-brand-900">Erase a person’s data on request</h2>
			<p className="mt-1 text-slate-700">
				Staff and admins do it on its own page: <Link to="/admin/erasure" className="text-brand-700 underline">Erase a person’s data</Link>. Each erasure is in the log below.
			</p>

			<h2 className="mt-10 text-2xl font-bold text-brand-900">Account log</h2>
			{audit.length === 0 ? (
				<p className="mt-2 text-slate-700">No change yet.</p>
			) : (
				<ul aria-label="Account log" className="mt-2 space-y-1">
					{audit.map((line) => (
						<li key={line.id}>
							<time dateTime={line.createdAt}>{absoluteTime(line.createdAt, timeZone)}</time>: {line.actorName}: {line.detail}
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
