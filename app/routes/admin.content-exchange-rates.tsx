import { data } from 'react-router'
import { formFailure, type FormResult } from '~/components/ui/form'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { ExchangeRatesEditor } from '~/features/countries/facts/ExchangeRatesEditor'
import { exchangeRatesFormSchema, factMessages } from '~/features/countries/facts/fact-schema'
import { listExchangeRates, saveExchangeRates } from '~/features/countries/facts/facts.server'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { readSubmission } from '~/lib/form.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/admin.content-exchange-rates'
import { StudioBreadcrumb } from '~/features/studio/StudioBreadcrumb'

export const headers = studioHeaders

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Exchange rates | Content studio', description: 'Rupee rates for the country guides.', pathname: '/admin/content/exchange-rates', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await studioRequest(request, context)
	return { rates: await listExchangeRates(context.services.db) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { editor, user } = await studioRequest(request, context)
	const read = await readSubmission(request, exchangeRatesFormSchema)
	if (!read) return data(formFailure(factMessages.unknownAction), { status: 400 })
	const { submission } = read
	if (submission.status !== 'success') return data(submission.reply() satisfies FormResult, { status: 400 })
	const outcome = await saveExchangeRates(context.services.db, submission.value, editor)
	if (!outcome.ok) return data(submission.reply({ formErrors: [factMessages.rateStale] }) satisfies FormResult, { status: 409 })
	context.services.logger.info({ userId: user.id, requestId: context.requestId }, 'exchange rates changed')
	return { ...submission.reply(), status: 'success', message: factMessages.rateSaved } satisfies FormResult
}

export default function ExchangeRates({ loaderData, actionData }: Route.ComponentProps) {
	const { rates } = loaderData
	return (
		<section className="container-page py-10">
			<StudioBreadcrumb trail={[{ to: '/admin/content/facts', label: 'Guide facts' }]} />
			<h1 className="mt-3 text-3xl font-extrabold text-brand-900">Exchange rates</h1>
			<p className="mt-1 mb-6 max-w-prose text-slate-700">
				Rupees for one unit of each currency, with the date the rate was published for. Where a guide asks for a figure in rupees
				it shows an estimate in lakhs with this date; a currency without a rate shows no rupee amount. Take the rate from its
				source on the day you enter it.
			</p>
			{/* Every save raises the versions: the form starts again from what is stored. */}
			<ExchangeRatesEditor key={rates.map((rate) => rate.version).join('-')} rates={rates} result={actionData} />
		</section>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
