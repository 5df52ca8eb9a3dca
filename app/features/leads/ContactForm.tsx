import { useEffect, useId, useRef, useState } from 'react'
import { Form, useLocation, useNavigation } from 'react-router'
import { HoneypotField } from '~/components/ui/HoneypotField'
import {
	CONTACT_INVALID_MESSAGE,
	type ContactField,
	type ContactFieldErrors,
	type ContactValues,
	contactFields,
	contactLimits,
	contactValuesFrom,
} from './contact'
import type { checkContact } from './contact-schema'
import { useIdempotencyKey } from './idempotency-key'

export type ContactActionData =
	| { ok: true; message: string }
	| { ok: false; message: string; fieldErrors: ContactFieldErrors; values: ContactValues }

const labels: Record<ContactField, string> = { name: 'Your name', email: 'Email address', subject: 'Subject', message: 'Message' }

/**
 * The browser's check is the server's schema (contact-schema.ts, with zod), loaded when the visitor
 * first points at or focuses the form rather than with the page. A message sent before it is there
 * is checked by the server, which answers with the same messages.
 */
let loadedCheck: typeof checkContact | undefined
let loadingCheck: Promise<void> | undefined
function loadContactCheck() {
	loadingCheck ??= import('./contact-schema').then(
		(module) => {
			loadedCheck = module.checkContact
		},
		() => {
			loadingCheck = undefined
		},
	)
}

/**
 * The contact page form. A plain form post to /contact without JavaScript; with it, the same
 * schema checks the fields first (once loaded) and the answer shows in place. Nothing typed is
 * lost on an error.
 */
export function ContactForm({ result }: { result: ContactActionData | undefined }) {
	const navigation = useNavigation()
	const location = useLocation()
	const id = useId()
	const formRef = useRef<HTMLFormElement>(null)
	const [clientErrors, setClientErrors] = useState<ContactFieldErrors | null>(null)
	const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey()
	const busy = navigation.state === 'submitting' && navigation.formAction === '/contact'

	// A new server answer replaces the browser's check; on success the fields are cleared and the
	// next message is a new submission with a key of its own.
	useEffect(() => {
		setClientErrors(null)
		if (result?.ok) {
			formRef.current?.reset()
			renewIdempotencyKey()
		} else if (result) focusFirstInvalid(formRef.current, result.fieldErrors)
		// renewIdempotencyKey is a fresh function each render; only a new answer matters here.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [result])

	const fieldErrors = clientErrors ?? (result && !result.ok ? result.fieldErrors : {})
	const summary = clientErrors ? CONTACT_INVALID_MESSAGE : result?.message
	const failed = Boolean(clientErrors) || result?.ok === false
	// The earlier "thank you" gives way to a new check's errors.
	const succeeded = !clientErrors && result?.ok === true
	const values = result && !result.ok ? result.values : undefined

	return (
		<Form
			ref={formRef}
			method="post"
			action="/contact"
			noValidate
			preventScrollReset
			aria-labelledby={`${id}-title`}
			className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
			onPointerEnter={loadContactCheck}
			onFocus={loadContactCheck}
			onSubmit={(event) => {
				const check = loadedCheck?.(contactValuesFrom(new FormData(event.currentTarget)))
				if (!check || check.ok) {
					setClientErrors(null)
					return
				}
				event.preventDefault()
				setClientErrors(check.fieldErrors)
				focusFirstInvalid(event.currentTarget, check.fieldErrors)
			}}
		>
			<h2 id={`${id}-title`} className="text-2xl font-extrabold text-brand-900">
				Send us a message
			</h2>
			<p className="mt-1 text-sm text-slate-600">All fields are required.</p>
			<input type="hidden" name="sourcePage" value={location.pathname + location.search} />
			{idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
			<div className="mt-5 grid gap-4 md:grid-cols-2">
				{contactFields.map((field) => {
					const error = fieldErrors[field]
					const common = {
						id: `${id}-${field}`,
						name: field,
						required: true,
						maxLength: contactLimits[field],
						defaultValue: values?.[field],
						'aria-invalid': error ? true : undefined,
						'aria-describedby': error ? `${id}-${field}-error` : undefined,
						className: `mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`,
					}
					return (
						<div key={field} className={field === 'subject' || field === 'message' ? 'md:col-span-2' : undefined}>
							<label htmlFor={common.id} className="block text-sm font-semibold text-slate-800">
								{labels[field]}
							</label>
							{field === 'message' ? (
								<textarea {...common} rows={6} />
							) : (
								<input
									{...common}
									type={field === 'email' ? 'email' : 'text'}
									autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
								/>
							)}
							{error ? (
								<p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
									{error}
								</p>
							) : null}
						</div>
					)
				})}
			</div>
			<HoneypotField />
			<div className="mt-5 flex flex-wrap items-center gap-4">
				<button
					type="submit"
					disabled={busy}
					className="rounded-full bg-brand-800 px-6 py-3 font-bold tracking-wide text-white hover:bg-brand-700 disabled:opacity-70"
				>
					{busy ? 'SENDING...' : 'SEND MESSAGE'}
				</button>
			</div>
			{/* Two live regions that are always present, so screen readers announce what changes in them. */}
			<div role="status" className="mt-4">
				{succeeded && result?.ok ? <p className="font-semibold text-green-800">{result.message}</p> : null}
			</div>
			<div role="alert">{failed && summary ? <p className="font-semibold text-red-700">{summary}</p> : null}</div>
		</Form>
	)
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: ContactFieldErrors) {
	const first = contactFields.find((field) => errors[field])
	if (!form || !first) return
	const element = form.elements.namedItem(first)
	if (element instanceof HTMLElement) element.focus()
}
