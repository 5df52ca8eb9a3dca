import { data } from 'react-router'
import type { Database } from '~/db/client.server'
import { listServices } from '../site-content.server'
import { pageMessages } from '~/features/i18n/catalogues.server'
import { localeOfPath } from '~/features/i18n/locales'
import type { ServiceId } from '../services'

/** What every service route's loader returns (after its sign-in guard); an unpublished page answers 404. */
export async function serviceLoaderData(db: Database, id: ServiceId, request: Request) {
	const locale = localeOfPath(new URL(request.url).pathname)
	const services = await listServices(db, locale)
	const service = services.find((s) => s.id === id)
	if (!service) throw data(null, { status: 404 })
	return { service, others: services.filter((s) => s.id !== id).map(({ id, name }) => ({ id, name })), messages: pageMessages(locale, 'services') }
}
