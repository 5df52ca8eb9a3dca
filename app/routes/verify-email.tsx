import { Link } from 'react-router'
import { confirmEmail } from '~/features/accounts/account-security.server'
import { getUser } from '~/features/accounts/session.server'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/verify-email'

/** The link is a key to the account: the page is never cached, and the URL is never sent on as a referrer. */
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Confirm your email address', description: `Confirm the email address of your ${root.site.name} account.`, pathname: '/verify-email', origin: root.origin, siteName: root.site.name, noIndex: true })
}

/**
 * Opening the mailed link confirms the address (the link is the proof, and it works once). A new
 * address replaces the old one; the browser that opens it stays signed in, every other session ends.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await getUser(request, context)
	return confirmEmail(context.services.db, params.token, user?.sessionId ?? null)
}

const answers = {
	verified: (email: string) => `Thank you: ${email} is confirmed as your email address.`,
	changed: (email: string) => `Your email address is now ${email}. Use it to log in from now on; other devices were signed out.`,
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
	const ok = loaderData.status === 'verified' || loaderData.status === 'changed'
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Confirm your email address</h1>
			{ok ? (
				<p role="status" className="mt-4 text-green-800">
					{answers[loaderData.status](loaderData.email)}
				</p>
			) : (
				<p role="alert" className="mt-4 text-red-800">
					{loaderData.status === 'taken'
						? 'Another account has started using this email address, so it could not become yours. Please choose another one.'
						: 'This link has expired or has already been used. You can ask for a new one on your account’s security page.'}
				</p>
			)}
			<p className="mt-6">
				<Link to="/account/security" className="font-semibold text-brand-700 underline">
					Account security
				</Link>
			</p>
		</section>
	)
}
