import { GraduationCap } from 'lucide-react'
import { data, isRouteErrorResponse } from 'react-router'
import { BackButton, CourseDetail } from '~/features/courses/CourseDetail'
import { getCourse } from '~/features/courses/courses.server'
import { hasRequestedEnrolment } from '~/features/courses/enrolments.server'
import { getUser } from '~/features/accounts/session.server'
import { publishedCourseFee } from '~/features/content/fees'
import { pageMeta, truncate } from '~/lib/seo'
import type { Route } from './+types/course'

export async function loader({ params, request, context }: Route.LoaderArgs) {
	let course
	try {
		course = await getCourse(context.services.db, params.id)
	} catch (error) {
		context.services.logger.error({ err: error, requestId: context.requestId, courseId: params.id }, 'failed to load course')
		throw data('Failed to load course details', { status: 500 })
	}
	if (!course) throw data('Course not found', { status: 404 })
	// A signed-in visitor who asked to join before sees 'Enrolment requested' (the page is then private).
	const user = await getUser(request, context)
	const requested = user ? await hasRequestedEnrolment(context.services.db, user.id, course.id).catch(() => false) : false
	return { course, fee: publishedCourseFee(course.id) ?? null, requested }
}

export function meta({ loaderData, error, params, matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	if (!loaderData) {
		const notFound = isRouteErrorResponse(error) && error.status === 404
		return [
			{ title: `${notFound ? 'Course Not Found' : 'Failed to load course details'} | ${root?.site.name ?? 'Welsh Education'}` },
			{ name: 'robots', content: 'noindex' },
		]
	}
	const { course } = loaderData
	return pageMeta({
		title: course.ProgramName,
		description: truncate(course.ProgramDescription, 155),
		pathname: `/course/${params.id}`,
		origin: root.origin,
		siteName: root.site.name,
		image: 'course',
	})
}

export default function CoursePage({ loaderData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	return <CourseDetail {...loaderData} site={site} origin={origin} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const notFound = isRouteErrorResponse(error) && error.status === 404
	return (
		<section className="container-page py-20 text-center">
			<GraduationCap aria-hidden="true" className="mx-auto size-14 text-brand-700" />
			{/* SPEC.md section 8: 'Course Not Found' / 'Course not found', and 'Failed to load course details'. */}
			<h1 className="mt-4 text-3xl font-extrabold text-brand-900">{notFound ? 'Course Not Found' : 'Failed to load course details'}</h1>
			<p className="mx-auto mt-4 max-w-prose text-slate-600">
				{notFound ? 'Course not found' : 'The problem is on our side. Please try again in a few minutes.'}
			</p>
			<div className="mt-8 flex justify-center">
				<BackButton label="Go Back" />
			</div>
		</section>
	)
}
