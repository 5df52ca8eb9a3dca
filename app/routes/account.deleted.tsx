import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/account.deleted'

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Account deleted', description: 'Your account has been deleted.', pathname: '/account/deleted', origin: root.origin, siteName: root.site.name, noIndex: true })
}

export default function AccountDeleted() {
	return (
		<section className="container-page max-w-md py-14">
			<h1 className="text-3xl font-extrabold text-brand-900">Your account has been deleted</h1>
			<p className="mt-2 text-slate-700">Your profile and the personal data in your enquiries are gone. Thank you for having been with us.</p>
		</section>
	)
}
