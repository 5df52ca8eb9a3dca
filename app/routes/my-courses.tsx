import { BookOpen } from '~/components/ui/icons'
import { Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { bookingsForUser } from '~/features/bookings/bookings.server'
import { listEnrolmentRequests } from '~/features/courses/enrolments.server'
import { formatDateInTimeZone } from '~/lib/dates'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/my-courses'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'My Courses', description: 'Your enrolment requests.', pathname: '/my-courses', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	const { db } = context.services
	return { name: user.name, requests: await listEnrolmentRequests(db, user.id), sessions: await bookingsForUser(db, user) }
}

export default function MyCourses({ loaderData, matches }: Route.ComponentProps) {
	const { timeZone } = matches[0].loaderData.site
	return (
		<section className="container-page py-12">
			<h1 className="text-3xl font-extrabold text-brand-900">My Courses</h1>
			<p className="mt-2 text-slate-600">Courses you have asked to join, {loaderData.name}. A counsellor contacts you about each request.</p>
			{loaderData.requests.length === 0 ? (
				<div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
					<BookOpen aria-hidden="true" className="mx-auto size-10 text-slate-400" />
					<h2 className="mt-3 text-lg font-bold text-slate-800">No enrolment requests yet</h2>
					<p className="mt-1 text-slate-600">Choose a course and press Enroll Now: it will appear here.</p>
					<Link to="/courses" className="mt-5 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
						Browse courses
					</Link>
				</div>
			) : (
				<table className="mt-8 w-full border-collapse text-left">
					<caption className="sr-only">Your enrolment requests</caption>
					<thead>
						<tr className="border-b border-slate-200 text-sm text-slate-600">
							<th scope="col" className="py-2 pr-4 font-semibold">Course</th>
							<th scope="col" className="py-2 pr-4 font-semibold">Requested on</th>
							<th scope="col" className="py-2 font-semibold">Status</th>
						</tr>
					</thead>
					<tbody>
						{loaderData.requests.map((request) => (
							<tr key={request.id} className="border-b border-slate-100">
								<td className="py-3 pr-4">
									<Link to={`/course/${request.courseId}`} className="font-semibold text-brand-800 hover:underline">
										{request.courseTitle}
									</Link>
								</td>
								<td className="py-3 pr-4 text-slate-700">
									<time dateTime={request.requestedAt}>{formatDateInTimeZone(request.requestedAt, timeZone)}</time>
								</td>
								<td className="py-3">
									<span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 capitalize">{request.status}</span>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
			<h2 className="mt-12 text-2xl font-extrabold text-brand-900">Counselling sessions</h2>
			{loaderData.sessions.length === 0 ? (
				<p className="mt-2 text-slate-600">
					None yet.{' '}
					<Link to="/book" className="font-semibold text-brand-700 underline">
						Book a free counselling session
					</Link>
				</p>
			) : (
				<ul className="mt-4 space-y-2">
					{loaderData.sessions.map((session) => (
						<li key={session.id} className="text-slate-800">
							<Link to={session.link} className="font-semibold text-brand-800 hover:underline">
								{session.when} (India time)
							</Link>{' '}
							· {session.how} · <span className="capitalize">{session.status}</span>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
