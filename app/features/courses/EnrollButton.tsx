import { CheckCircle2 } from '~/components/ui/icons'
import { useState } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import { useSiteDialogs } from '~/components/layout/site-dialogs'
import type { EnrolmentApiResult } from '~/routes/api.enrolments'
import { useT } from '~/features/i18n/i18n'

export type EnrollButtonProps = {
	courseId: string
	courseName: string
	/** The signed-in visitor asked to join this course before (from the loader). */
	requested?: boolean
	/** Full width and taller, for the course page's enrolment card. */
	wide?: boolean
}

/** `message`: what the live region says, in the page's language. */
type EnrolState = { phase: 'idle' | 'sending' } | { phase: 'done' | 'error'; message: string }

// `enrol-button` (app.css) is the card's size in the enrol colours; utilities make it wide or green.
const sizeClass = { normal: '', wide: ' min-h-12 w-full px-6 py-3 text-base' }
const colourClass = {
	enrol: '',
	requested: ' border border-green-700 bg-green-50 text-green-800 hover:bg-green-100',
}

/**
 * Enroll Now (PRODUCT.md item 4). Signed out it opens the login dialog; signed in it records an
 * enrolment request (once per user and course) and says so on screen. A course already requested
 * reads 'Enrolment requested'; pressing it again says so.
 *
 * The button's accessible name starts with the words it shows (WCAG 2.5.3, label in name), and the
 * two live regions are always in the page so screen readers announce the text put into them.
 */
export function EnrollButton({ courseId, courseName, requested = false, wide = false }: EnrollButtonProps) {
	const t = useT()
	const dialogs = useSiteDialogs()
	const location = useLocation()
	const signedIn = Boolean((useRouteLoaderData('root') as { user?: unknown } | undefined)?.user)
	const [state, setState] = useState<EnrolState>({ phase: 'idle' })
	// 'Enrolment requested' as the server's answer wrote it (the page need not carry it before a tap).
	const [requestedNowLabel, setRequestedNowLabel] = useState<string | null>(null)
	const isRequested = signedIn && (requested || requestedNowLabel !== null)

	async function enrol() {
		setState({ phase: 'sending' })
		try {
			const body = new FormData()
			body.set('courseId', courseId)
			body.set('sourcePage', location.pathname + location.search)
			const response = await fetch('/api/enrolments', { method: 'POST', body })
			const result = (await response.json().catch(() => null)) as EnrolmentApiResult | null
			if (response.status === 401) {
				setState({ phase: 'idle' })
				return dialogs.open('login')
			}
			if (result?.ok) {
				setRequestedNowLabel(result.requestedLabel)
				setState({ phase: 'done', message: result.message })
			} else {
				setState({ phase: 'error', message: result?.message ?? t('course.enroll.failed') })
			}
		} catch {
			setState({ phase: 'error', message: t('course.enroll.failed') })
		}
	}

	const showRequested = isRequested && state.phase !== 'sending'
	const label =
		state.phase === 'sending' ? t('course.enroll.requesting') : showRequested ? (requestedNowLabel ?? t('course.enroll.requestedLabel')) : t('course.enroll.button')
	// A form, so the button works without JavaScript too; with it the request goes by fetch. Signed
	// out, the server keeps the course until the visitor has logged in (issue 16, item 8).
	return (
		<form
			method="post"
			action="/api/enrolments"
			className="flex flex-col"
			onSubmit={(event) => {
				event.preventDefault()
				void enrol()
			}}
		>
			<input type="hidden" name="sourcePage" value={location.pathname + location.search} />
			{/* The course goes as the button's value: a form sends its submitter's name and value. */}
			<button
				type="submit"
				name="courseId"
				value={courseId}
				// The visible label first, then which course (the cards repeat the label).
				aria-label={`${label}: ${courseName}`}
				disabled={state.phase === 'sending'}
				className={`enrol-button${sizeClass[wide ? 'wide' : 'normal']}${colourClass[showRequested ? 'requested' : 'enrol']}`}
			>
				{showRequested ? <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" /> : null}
				{label}
			</button>
			<p role="status" className="enrol-status">
				{state.phase === 'done' ? state.message : ''}
			</p>
			<p role="alert" className="enrol-alert">
				{state.phase === 'error' ? state.message : ''}
			</p>
		</form>
	)
}
