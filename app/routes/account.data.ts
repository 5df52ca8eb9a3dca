import { requireUser } from '~/features/accounts/session.server'
import { exportPersonData } from '~/features/privacy/privacy.server'
import type { Route } from './+types/account.data'

/** Everything the site holds about the signed-in person, as one JSON file (DPDP Act; issue 16, item 7). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	const data = await exportPersonData(context.services.db, user.id)
	return new Response(JSON.stringify(data, null, 2), {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Disposition': `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
