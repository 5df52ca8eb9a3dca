import { BookOpen } from '~/components/ui/icons'
import { Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { bookingsForUser } from '~/features/bookings/bookings.server'
import { listEnrolmentRequests } from '~/features/courses/enrolments.server'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { formatDateInTimeZone } from '~/features/i18n/formats'
import { PageMessages, translatorOf, useLocale, useT } from '~/features/i18n/i18n'
import { localeOfPath, localizedPath } from '~/features/i18n/locales'
import { siteSettings } from '~/features/studio/site-settings.server'
import type { PersonalPageHandle } from '~/lib/rendered-page-cache.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/my-courses'

// What it shows (the account, its enrolment requests and bookings, the published courses) is dropped by a NOTIFY when it changes (decision 025).
export const handle: PersonalPageHandle = { answerBeforeRoutes: true }

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	const t = translatorOf({ locale: root.locale, messages: { ...root.messages, ...loaderData?.messages } })
	return pageMeta({ title: t('account.signedIn.myCourses'), description: t('account.courses.description'), pathname: '/my-courses', origin: root.origin, locale: root.locale, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	const { db } = context.services
	const locale = localeOfPath(new URL(request.url).pathname)
	const { timeZone } = await siteSettings(context)
	// Dates written by the server: a browser without Punjabi date data would write them otherwise.
	const requests = (await listEnrolmentRequests(db, user.id, locale)).map((request) => ({ ...request, requestedOn: formatDateInTimeZone(request.requestedAt, timeZone, locale) }))
	return { name: user.name, requests, sessions: await bookingsForUser(db, user, locale), messages: pageOnlyMessages(locale, 'account.courses.') }
}

export default function MyCoursesRoute({ loaderData }: Route.ComponentProps) {
	return (
		<PageMessages messages={loaderData.messages}>
			<MyCourses {...loaderData} />
		</PageMessages>
	)
}

function MyCourses({ name, requests, sessions }: Route.ComponentProps['loaderData']) {
	const t = useT()
	const locale = useLocale()
	return (
		<section className="container-page py-12">
			<h1 className="text-3xl font-extrabold text-brand-900">{t('account.signedIn.myCourses')}</h1>
			<p className="mt-2 text-slate-600">{t('account.courses.intro', { name })}</p>
			{requests.length === 0 ? (
				<div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
					<BookOpen aria-hidden="true" className="mx-auto size-10 text-slate-400" />
					<h2 className="mt-3 text-lg font-bold text-slate-800">{t('account.courses.none')}</h2>
					<p className="mt-1 text-slate-600">{t('account.courses.noneHint')}</p>
					<Link to="/courses" className="mt-5 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
						{t('account.courses.browse')}
					</Link>
				</div>
			) : (
				<table className="mt-8 w-full border-collapse text-left">
					<caption className="sr-only">{t('account.courses.caption')}</caption>
					<thead>
						<tr className="border-b border-slate-200 text-sm text-slate-600">
							<th scope="col" className="py-2 pr-4 font-semibold">
								{t('account.courses.course')}
							</th>
							<th scope="col" className="py-2 pr-4 font-semibold">
								{t('account.courses.requestedOn')}
							</th>
							<th scope="col" className="py-2 font-semibold">
								{t('account.courses.status')}
							</th>
						</tr>
					</thead>
					<tbody>
						{requests.map((request) => (
							<tr key={request.id} className="border-b border-slate-100">
								<td className="py-3 pr-4">
									<Link to={localizedPath(`/course/${request.courseId}`, locale)} className="font-semibold text-brand-800 hover:underline">
										{request.courseTitle}
									</Link>
								</td>
								<td className="py-3 pr-4 text-slate-700">
									<time dateTime={request.requestedAt}>{request.requestedOn}</time>
								</td>
								<td className="py-3">
									<span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{t(`account.courses.status.${request.status}`)}</span>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
			<h2 className="mt-12 text-2xl font-extrabold text-brand-900">{t('account.courses.sessions')}</h2>
			{sessions.length === 0 ? (
				<p className="mt-2 text-slate-600">
					{t('account.courses.noSessions')}{' '}
					<Link to={localizedPath('/book', locale)} className="font-semibold text-brand-700 underline">
						{t('account.courses.book')}
					</Link>
				</p>
			) : (
				<ul className="mt-4 space-y-2">
					{sessions.map((session) => (
						<li key={session.id} className="text-slate-800">
							<Link to={session.link} className="font-semibold text-brand-800 hover:underline">
								{t('account.courses.sessionWhen', { when: session.when })}
							</Link>{' '}
							· {session.how} · {t(`account.courses.session.${session.status}`)}
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
