import { Form, useNavigation } from 'react-router'
import { FormError, type FormResult, formProps, FormStatus, SubmitButton, succeeded, TextField, useServerForm } from '~/components/ui/form'
import { useMessage, useT, withElements } from '~/features/i18n/i18n'
import { changeEmailConstraint, changePasswordConstraint, forgotPasswordConstraint, resetPasswordConstraint } from './account'

/*
 * The account security forms (issue 16): plain form posts checked by the server (no schema in the
 * browser), so each works without JavaScript; with it the answer shows in place.
 */

/** On the security page every form posts to one action; an answer names its form (`formId`, the form's intent). */
const answerOf = (result: FormResult | undefined, formId: string) => (result?.formId === formId ? result : undefined)

export function ForgotPasswordForm({ result }: { result: FormResult | undefined }) {
	const t = useT()
	const [form, fields] = useServerForm<{ email: string }>({ lastResult: result, constraint: forgotPasswordConstraint })
	const busy = useNavigation().state === 'submitting'
	return (
		<Form method="post" {...formProps(form)} className="space-y-4">
			<TextField meta={fields.email} label={t('account.field.email')} type="email" autoComplete="email" />
			<FormError form={form} />
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
			<SubmitButton block pending={busy} pendingText={t('account.page.sending')}>
				{t('account.page.sendResetLink')}
			</SubmitButton>
		</Form>
	)
}

export function ResetPasswordForm({ result }: { result: FormResult | undefined }) {
	const t = useT()
	const [form, fields] = useServerForm<{ password: string }>({ lastResult: result, constraint: resetPasswordConstraint })
	const busy = useNavigation().state === 'submitting'
	return (
		<Form method="post" {...formProps(form)} className="space-y-4">
			<TextField meta={fields.password} label={t('account.field.newPassword')} type="password" autoComplete="new-password" hint={t('account.field.newPasswordHint')} />
			<FormError form={form} />
			<SubmitButton block pending={busy} pendingText={t('account.page.saving')}>
				{t('account.page.setNewPassword')}
			</SubmitButton>
		</Form>
	)
}

export function ChangePasswordForm({ result }: { result: FormResult | undefined }) {
	const t = useT()
	const say = useMessage()
	const mine = answerOf(result, 'change-password')
	const [form, fields] = useServerForm<{ currentPassword: string; password: string }>({ id: 'change-password', lastResult: mine, constraint: changePasswordConstraint })
	return (
		<Form method="post" {...formProps(form)} aria-labelledby="change-password-title" className="space-y-4">
			<h2 id="change-password-title" className="text-xl font-bold text-brand-900">
				{t('account.security.changePassword')}
			</h2>
			<input type="hidden" name="intent" value="change-password" />
			<TextField meta={fields.currentPassword} label={t('account.signedIn.currentPassword')} type="password" autoComplete="current-password" />
			<TextField meta={fields.password} label={t('account.security.newPassword')} type="password" autoComplete="new-password" hint={t('account.security.newPasswordHint')} />
			<FormError form={form} />
			<FormStatus>{succeeded(mine) ? say(mine.message ?? '') : ''}</FormStatus>
			<SubmitButton>{t('account.security.changePassword')}</SubmitButton>
		</Form>
	)
}

export function ChangeEmailForm({ result, email }: { result: FormResult | undefined; email: string }) {
	const t = useT()
	const say = useMessage()
	const mine = answerOf(result, 'change-email')
	const [form, fields] = useServerForm<{ email: string; currentPassword: string }>({ id: 'change-email', lastResult: mine, constraint: changeEmailConstraint })
	return (
		<Form method="post" {...formProps(form)} aria-labelledby="change-email-title" className="space-y-4">
			<h2 id="change-email-title" className="text-xl font-bold text-brand-900">
				{t('account.security.changeEmail')}
			</h2>
			<p className="text-sm text-slate-700">{withElements(t, 'account.security.emailIs', {}, { email: <strong>{email}</strong> })}</p>
			<input type="hidden" name="intent" value="change-email" />
			<TextField meta={fields.email} label={t('account.security.newEmail')} type="email" autoComplete="email" />
			<TextField meta={fields.currentPassword} label={t('account.signedIn.currentPassword')} type="password" autoComplete="current-password" />
			<FormError form={form} />
			<FormStatus>{succeeded(mine) ? say(mine.message ?? '') : ''}</FormStatus>
			<SubmitButton>{t('account.security.sendConfirmation')}</SubmitButton>
		</Form>
	)
}

/** A signed-in device, its times written by the server in the page's language (India time). */
export type SessionRow = { id: string; current: boolean; device: string; network: string | null; signedIn: string; lastActive: string }

export function ActiveSessions({ sessions, result }: { sessions: SessionRow[]; result: FormResult | undefined }) {
	const t = useT()
	const say = useMessage()
	const mine = answerOf(result, 'sign-out-others')
	const others = sessions.filter((session) => !session.current).length
	return (
		<section aria-labelledby="sessions-title" className="space-y-4">
			<h2 id="sessions-title" className="text-xl font-bold text-brand-900">
				{t('account.security.sessions')}
			</h2>
			<p className="text-sm text-slate-700">{t('account.security.sessionsNote')}</p>
			<ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
				{sessions.map((session) => (
					<li key={session.id} className="p-4">
						<p className="font-semibold text-slate-900">
							{session.device}
							{session.current ? <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-sm font-medium text-green-800">{t('account.security.thisDevice')}</span> : null}
						</p>
						<p className="text-sm text-slate-700">{t('account.security.network', { address: session.network ?? t('account.security.notRecorded') })}</p>
						<p className="text-sm text-slate-700">{t('account.security.signedInAt', { signedIn: session.signedIn, lastActive: session.lastActive })}</p>
					</li>
				))}
			</ul>
			<Form method="post" className="space-y-2">
				<input type="hidden" name="intent" value="sign-out-others" />
				{others > 0 ? (
					<SubmitButton variant="secondary">{t('account.security.signOutOthers')}</SubmitButton>
				) : (
					<p className="text-sm text-slate-700">{t('account.security.onlyThisDevice')}</p>
				)}
				<p role="status" className="text-sm font-medium text-green-800">
					{succeeded(mine) ? say(mine.message ?? '') : ''}
				</p>
			</Form>
		</section>
	)
}

/** The address is not confirmed yet: say so, and offer the link again. */
export function ResendConfirmation({ email, result }: { email: string; result?: FormResult }) {
	const t = useT()
	const say = useMessage()
	const mine = answerOf(result, 'resend-confirmation')
	return (
		<Form method="post" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800">
			<p>{withElements(t, 'account.signedIn.confirmText', {}, { email: <strong>{email}</strong> })}</p>
			<input type="hidden" name="intent" value="resend-confirmation" />
			<button type="submit" className="mt-2 font-semibold text-brand-800 underline">
				{t('account.security.sendLinkAgain')}
			</button>
			<p role="status" className="mt-1 text-sm font-medium text-green-800">
				{succeeded(mine) ? say(mine.message ?? '') : ''}
			</p>
			<p role="alert" className="mt-1 text-sm font-medium text-red-800">
				{mine?.status === 'error' ? mine.error?.['']?.map(say).join(' ') : ''}
			</p>
		</Form>
	)
}
