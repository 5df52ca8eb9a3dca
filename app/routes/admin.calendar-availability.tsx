import { data } from 'react-router'
import { formFailure } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireAdmin } from '~/features/accounts/session.server'
import { indiaDate } from '~/features/bookings/availability'
import { applyAvailabilityAction, loadAvailabilityAdmin } from '~/features/bookings/availability-admin.server'
import { availabilityActionSchema, availabilityFormId } from '~/features/bookings/availability-schema'
import { AvailabilityAdmin } from '~/features/bookings/AvailabilityAdmin'
import { StaffHeader } from '~/features/leads/admin/StaffHeader'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.calendar-availability'

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Counselling availability',
		description: 'Session length, notice, counsellors’ weeks, days off and holidays.',
		pathname: '/admin/calendar/availability',
		origin: root.origin,
		siteName: root.site.name,
		noIndex: true,
	})
}

// Admins only (docs/decisions/012): these rows decide every free time offered on /book.
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return loadAvailabilityAdmin(context.services.db, indiaDate(new Date()))
}

/** One form per setting, week, day off or holiday; each answer names its form. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireAdmin(request, context)
	const read = await readSubmission(request, availabilityActionSchema)
	if (!read) return data(formFailure('Please check the form'), { status: 400 })
	const { form, submission } = read
	const formId = availabilityFormId(form)
	if (submission.status !== 'success') return data({ ...submission.reply(), formId }, { status: 400 })
	const outcome = await applyAvailabilityAction(context.services.db, submission.value)
	if (!outcome.ok) {
		const errors = outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] }
		return data({ ...submission.reply(errors), formId }, { status: 400 })
	}
	context.services.logger.info({ audit: 'availability.update', intent: submission.value.intent, userId: user.id, requestId: context.requestId }, 'availability updated')
	const reset = submission.value.intent === 'add-day-off' || submission.value.intent === 'add-holiday'
	return { ...submission.reply({ resetForm: reset }), status: 'success' as const, formId, message: outcome.message }
}

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<StaffHeader />
			<section className="container-page py-10">
				<h1 className="text-3xl font-extrabold text-brand-900">Counselling availability</h1>
				<p className="mt-1 text-slate-700">What the free times on the booking page are made of. Changes apply to the next visitor at once; sessions already booked stay.</p>
				<AvailabilityAdmin data={loaderData} result={actionData} />
			</section>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
