import { data, redirect } from 'react-router'
import type { Route } from './+types/logout'

export function loader() {
	throw redirect('/')
}

/** Ends the session on the server; the response clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
	const headers = await context.services.accounts.signOut(request.headers)
	const form = await request.formData().catch(() => null)
	if (form?.get('mode') === 'page') throw redirect('/', { headers })
	return data({ ok: true }, { headers })
}
