import { Form } from 'react-router'
import { type FormResult, FormError, formProps, SubmitButton, TextField, useServerForm } from '~/components/ui/form'
import type { QrCodeShape } from './qr-code.server'
import { useT } from '~/features/i18n/i18n'
import { twoFactorCodeConstraint } from './two-factor'

/**
 * The setup key as a QR code for the authenticator app to scan. An image with a name (its title), so
 * a screen reader says what it is; the key is also written out beside it for those who cannot scan.
 */
export function SetupQrCode({ shape }: { shape: QrCodeShape }) {
	const t = useT()
	return (
		<svg role="img" aria-labelledby="setup-qr-title" viewBox={`0 0 ${shape.size} ${shape.size}`} className="mt-2 size-48 rounded border border-slate-300" shapeRendering="crispEdges">
			<title id="setup-qr-title">{t('account.twoFactor.qrTitle')}</title>
			<rect width={shape.size} height={shape.size} fill="#fff" />
			<path d={shape.path} fill="#000" />
		</svg>
	)
}

/**
 * The code form of the second sign-in step and of the setup: one field takes a code from the app or
 * a backup code. A plain form post (works without JavaScript), checked by the server's schema; the
 * browser posts it itself (`reloadDocument`), since where it leads may be a file (the CSV export
 * after a password confirmation) that the router cannot render.
 */
export function TwoFactorCodeForm({ result, redirectTo, submitLabel, hint }: { result: FormResult | undefined; redirectTo: string; submitLabel: string; hint?: string }) {
	const t = useT()
	const [form, fields] = useServerForm<Record<'code', string>>({ lastResult: result, constraint: twoFactorCodeConstraint })
	return (
		<Form method="post" reloadDocument {...formProps(form)} className="space-y-4">
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<TextField meta={fields.code} label={t('account.twoFactor.codeLabel')} hint={hint ?? t('account.twoFactor.codeHint')} autoComplete="one-time-code" spellCheck={false} autoCapitalize="off" />
			<FormError form={form} />
			<SubmitButton block>{submitLabel}</SubmitButton>
		</Form>
	)
}
