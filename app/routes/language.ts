import { redirect } from 'react-router'
import { languageChoice } from '~/features/i18n/language-choice.server'
import type { Route } from './+types/language'

/** The switcher's links (GET) and the offer's "No, thanks" (POST): the choice is remembered, then back to the page. */
export function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const { to, cookie } = languageChoice(url.searchParams.get('lang'), url.searchParams.get('to'))
	return redirect(to, { status: 303, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
}

export async function action({ request }: Route.ActionArgs) {
	const form = await request.formData().catch(() => null)
	const { to, cookie } = languageChoice(form?.get('lang'), form?.get('to'))
	return redirect(to, { status: 303, headers: { 'Set-Cookie': cookie } })
}
