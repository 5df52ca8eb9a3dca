import { Link } from 'react-router'

/** Signed in with an address not confirmed yet: the account works, and this says how to confirm it. */
export function UnconfirmedEmailBanner({ email }: { email: string }) {
	return (
		<section aria-label="Confirm your email address" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-slate-800">
			Please confirm your email address: open the link we sent to <strong>{email}</strong>.{' '}
			<Link to="/account/security" className="font-semibold text-brand-800 underline">
				Send it again
			</Link>
		</section>
	)
}
