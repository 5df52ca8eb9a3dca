import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, Outlet } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { SiteDialogsProvider, useSiteDialogs } from '~/components/layout/site-dialogs'
import { compiledCatalogue, translator } from '~/features/i18n/catalogues.server'
import { type PageLanguage, PageLanguageProvider } from '~/features/i18n/i18n'
import { enrollButtonMessages } from './enrol-messages.server'
import { EnrollButton } from './EnrollButton'

/** The English page's catalogue, as the root loader gives it. */
const english = { locale: 'en' as const, messages: compiledCatalogue('en') }

const COURSE = 'German A1 for Beginners'

function OpenDialog() {
	return <p>Open dialog: {useSiteDialogs().active ?? 'none'}</p>
}

function renderButton({ signedIn = true, requested = false, language = english }: { signedIn?: boolean; requested?: boolean; language?: PageLanguage } = {}) {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			loader: () => ({ user: signedIn ? { uid: 'u1', email: 's@example.com', name: 'S' } : null }),
			HydrateFallback: () => null,
			Component: () => (
				<SiteDialogsProvider>
					<Outlet />
					<OpenDialog />
				</SiteDialogsProvider>
			),
			children: [{ index: true, Component: () => <EnrollButton courseId="german-a1-beginners" courseName={COURSE} requested={requested} /> }],
		},
	])
	return render(
		<PageLanguageProvider value={language}>
			<Stub initialEntries={['/']} />
		</PageLanguageProvider>,
	)
}

/** A fetch the test answers when it chooses, to see the button while the request is on its way. */
function heldFetch(body: unknown, status = 200) {
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	vi.stubGlobal(
		'fetch',
		vi.fn(async () => {
			await held
			return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
		}),
	)
	return () => release()
}

afterEach(() => vi.unstubAllGlobals())

test('the live regions are in the page before anything is said, and stay there', async () => {
	renderButton()
	await screen.findByRole('button', { name: `Enroll Now: ${COURSE}` })
	expect(screen.getByRole('status')).toBeEmptyDOMElement()
	expect(screen.getByRole('alert')).toBeEmptyDOMElement()
})

test('the accessible name starts with the visible label in every state, and the answer is announced', async () => {
	// The API answers in the page's language; the button says what it was told.
	const release = heldFetch({ ok: true, status: 'requested', message: 'Enrolment requested! A counsellor will contact you within 24 hours.', requestedLabel: 'Enrolment requested' })
	renderButton()
	const button = await screen.findByRole('button', { name: `Enroll Now: ${COURSE}` })
	const status = screen.getByRole('status')
	await userEvent.click(button)
	expect(button).toHaveAccessibleName(`Requesting...: ${COURSE}`)
	expect(button).toHaveTextContent(/^Requesting\.\.\./)
	expect(button).toBeDisabled()
	release()
	expect(await screen.findByRole('button', { name: `Enrolment requested: ${COURSE}` })).toBe(button)
	expect(screen.getByRole('status')).toBe(status)
	expect(status).toHaveTextContent('Enrolment requested! A counsellor will contact you within 24 hours.')
	expect(screen.getByRole('alert')).toBeEmptyDOMElement()
})

test('a failure is announced in the alert region', async () => {
	const release = heldFetch({ ok: false, message: 'Enrolment failed. Please try again.' }, 500)
	renderButton()
	await userEvent.click(await screen.findByRole('button', { name: `Enroll Now: ${COURSE}` }))
	release()
	expect(await screen.findByText('Enrolment failed. Please try again.')).toBe(screen.getByRole('alert'))
	expect(screen.getByRole('button', { name: `Enroll Now: ${COURSE}` })).toBeEnabled()
})

test('a course requested before reads "Enrolment requested", and pressing it again asks the server', async () => {
	const release = heldFetch({ ok: true, status: 'already-requested', message: 'You have already requested this course. A counsellor will be in touch.', requestedLabel: 'Enrolment requested' })
	renderButton({ requested: true })
	const button = await screen.findByRole('button', { name: `Enrolment requested: ${COURSE}` })
	await userEvent.click(button)
	release()
	expect(await screen.findByRole('status')).toHaveTextContent('You have already requested this course.')
	expect(button).toHaveAccessibleName(`Enrolment requested: ${COURSE}`)
})

test('signed out, it tells the server the course (kept until the visitor logs in) and opens the login dialog', async () => {
	vi.stubGlobal('fetch', vi.fn(async () => Response.json({ ok: false, loginRequired: true, message: 'Please log in to enrol.' }, { status: 401 })))
	renderButton({ signedIn: false })
	await userEvent.click(await screen.findByRole('button', { name: `Enroll Now: ${COURSE}` }))
	expect(await screen.findByText('Open dialog: login')).toBeInTheDocument()
	expect(fetch).toHaveBeenCalledTimes(1)
	expect(screen.getByRole('button', { name: `Enroll Now: ${COURSE}` })).toBeEnabled()
})

test('a page sent only what the button draws first shows the answer in its language, and a request that cannot be sent in it too', async () => {
	const pa = translator('pa')
	const release = heldFetch({ ok: true, status: 'requested', message: pa('course.enroll.requested'), requestedLabel: pa('course.enroll.requestedLabel') })
	renderButton({ language: { locale: 'pa', messages: enrollButtonMessages('pa', { anyRequested: false }) } })
	const button = await screen.findByRole('button', { name: `${pa('course.enroll.button')}: ${COURSE}` })
	await userEvent.click(button)
	expect(button).toHaveAccessibleName(`${pa('course.enroll.requesting')}: ${COURSE}`)
	release()
	expect(await screen.findByRole('button', { name: `${pa('course.enroll.requestedLabel')}: ${COURSE}` })).toBe(button)
	expect(screen.getByRole('status')).toHaveTextContent(pa('course.enroll.requested'))

	vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))))
	await userEvent.click(button)
	expect(await screen.findByText(pa('course.enroll.failed'))).toBe(screen.getByRole('alert'))
	expect(button).toHaveAccessibleName(`${pa('course.enroll.requestedLabel')}: ${COURSE}`)
})
