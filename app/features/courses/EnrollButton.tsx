import { useState } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import { useSiteDialogs } from '~/components/layout/site-dialogs'
import type { EnrolmentApiResult } from '~/routes/api.enrolments'

export type EnrollButtonProps = {
	courseId: string
	courseName: string
	className?: string
}

type EnrolState = { phase: 'idle' | 'sending' } | { phase: 'done' | 'error'; message: string }

/**
 * Enroll Now (PRODUCT.md item 4). Signed out it opens the login dialog; signed in it records an
 * enrolment request (once per user and course) and says so on screen.
 */
export function EnrollButton({ courseId, courseName, className }: EnrollButtonProps) {
	const dialogs = useSiteDialogs()
	const location = useLocation()
	const signedIn = Boolean((useRouteLoaderData('root') as { user?: unknown } | undefined)?.user)
	const [state, setState] = useState<EnrolState>({ phase: 'idle' })

	async function enrol() {
		if (!signedIn) return dialogs.open('login')
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
			setState(result?.ok ? { phase: 'done', message: result.message } : { phase: 'error', message: result?.message ?? 'Enrolment failed. Please try again.' })
		} catch {
			setState({ phase: 'error', message: 'Enrolment failed. Please try again.' })
		}
	}

	return (
		<div className="flex flex-col gap-2">
			<button
				type="button"
				data-course-id={courseId}
				aria-label={`Enroll Now: ${courseName}`}
				disabled={state.phase === 'sending'}
				onClick={() => void enrol()}
				className={
					className ??
					'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80'
				}
			>
				{state.phase === 'sending' ? 'Requesting...' : 'Enroll Now'}
			</button>
			{state.phase === 'done' ? (
				<p role="status" className="text-sm font-medium text-green-800">
					{state.message}
				</p>
			) : null}
			{state.phase === 'error' ? (
				<p role="alert" className="text-sm font-medium text-red-800">
					{state.message}
				</p>
			) : null}
		</div>
	)
}
