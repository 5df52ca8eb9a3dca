import { LogIn } from '~/components/ui/icons'
import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError, useRouteLoaderData } from 'react-router'
import { useSiteDialogs } from '~/components/layout/site-dialogs'
import { pageSearch } from '~/lib/page-query'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import type { LoginRequiredData } from './session.server'

/** SPEC section 8: a browser notification, with permission asked for if the visitor has not decided. */
async function notifyLoginRequired(title: string, body: string) {
	if (typeof Notification === 'undefined') return
	try {
		let permission = Notification.permission
		if (permission === 'default') permission = await Notification.requestPermission()
		if (permission === 'granted') new Notification(title, { body })
	} catch {
		// Some browsers only allow notifications from a service worker: the page text says the same.
	}
}

/**
 * Shown in place of a protected page for visitors without a session: the page's content is not
 * rendered, the login dialog opens, and after logging in the page loads where they are.
 */
export function LoginRequired({ texts: { title, body } }: { texts: Pick<LoginRequiredData, 'title' | 'body'> }) {
	const t = useT()
	const locale = useLocale()
	const dialogs = useSiteDialogs()
	const location = useLocation()
	const { open } = dialogs
	const navigate = useNavigate()
	const signedIn = Boolean((useRouteLoaderData('root') as { user?: unknown } | undefined)?.user)
	useEffect(() => {
		if (signedIn) return
		open('login')
		void notifyLoginRequired(title, body)
	}, [open, location.pathname, signedIn, title, body])

	// Once the visitor logs in (the root data now has a user), load the page they asked for.
	useEffect(() => {
		if (signedIn) void navigate(location.pathname + location.search, { replace: true, preventScrollReset: true })
	}, [signedIn, navigate, location.pathname, location.search])

	const redirectTo = encodeURIComponent(location.pathname + pageSearch(location.search))
	return (
		<section className="container-page py-20 text-center">
			<title>{title}</title>
			<LogIn aria-hidden="true" className="mx-auto size-12 text-brand-700" />
			<h1 className="mt-4 text-3xl font-extrabold text-brand-900">{title}</h1>
			<p className="mt-3 text-lg text-slate-700">{body}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<a
					href={`${localizedPath('/login', locale)}?redirectTo=${redirectTo}`}
					onClick={(event) => {
						event.preventDefault()
						open('login')
					}}
					className="rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
				>
					{t('account.menu.logIn')}
				</a>
				<a
					href={`${localizedPath('/signup', locale)}?redirectTo=${redirectTo}`}
					onClick={(event) => {
						event.preventDefault()
						open('signup')
					}}
					className="rounded-full border border-brand-200 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
				>
					{t('account.menu.signUp')}
				</a>
			</div>
		</section>
	)
}

/** requireUser's 401 answer (its words in the page's language); any other 401 goes to the root's error page. */
function isLoginRequiredData(value: unknown): value is LoginRequiredData {
	const texts = value as Partial<LoginRequiredData> | null
	return typeof texts?.title === 'string' && typeof texts.body === 'string'
}

/** Error boundary for protected routes: the login prompt for 401, otherwise rethrow to the root's. */
export function ProtectedRouteBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 401 && isLoginRequiredData(error.data)) return <LoginRequired texts={error.data} />
	if (isRouteErrorResponse(error) && error.status === 403) {
		return (
			<section className="container-page py-20 text-center">
				<title>Not allowed</title>
				<h1 className="text-3xl font-extrabold text-brand-900">This page is for staff</h1>
				<p className="mt-3 text-slate-700">Your account cannot open this page. If you work at the institute, ask an admin for access.</p>
			</section>
		)
	}
	throw error
}
