import { redirect } from 'react-router'
import { rememberAccountLocale } from '~/features/accounts/account-locale.server'
import { languageChoice } from '~/features/i18n/language-choice.server'
import type { Route } from './+types/language'

/** The switcher's links (GET) and the offer's "No, thanks" (POST): the choice is remembered, then back to the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const { locale, to, cookie } = languageChoice(url.searchParams.get('lang'), url.searchParams.get('to'))
	await rememberAccountLocale(request, context, locale)
	return redirect(to, { status: 303, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData().catch(() => null)
	const { locale, to, cookie } = languageChoice(form?.get('lang'), form?.get('to'))
	await rememberAccountLocale(request, context, locale)
	return redirect(to, { status: 303, headers: { 'Set-Cookie': cookie } })
}
