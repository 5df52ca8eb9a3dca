import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import { requireUser } from '~/features/accounts/session.server'
import { ServicePage } from '~/features/content/services/ServicePage'
import { serviceMeta } from '~/features/content/services/service-route'
import { serviceLoaderData } from '~/features/content/services/service-route.server'
import type { Route } from './+types/services.career'

/** Login required (SPEC.md section 6; PRODUCT.md item 5): checked on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request, context)
	return serviceLoaderData(context.services.db, 'career', request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	return serviceMeta(loaderData?.service, matches[0].loaderData)
}

export default function CareerService({ loaderData }: Route.ComponentProps) {
	return <ServicePage service={loaderData.service} others={loaderData.others} messages={loaderData.messages} />
}

export const ErrorBoundary = ProtectedRouteBoundary
