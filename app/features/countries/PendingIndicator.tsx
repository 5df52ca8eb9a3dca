import { useLocation, useNavigation } from 'react-router'

/** A thin bar and a status message while the next page's data loads (SPEC.md: loading state). */
export function PendingIndicator({ label }: { label: string }) {
	const navigation = useNavigation()
	const location = useLocation()
	const pending = navigation.state === 'loading' && navigation.location.pathname !== location.pathname
	return (
		<div role="status">
			{pending ? (
				<div className="fixed inset-x-0 top-0 z-50">
					<div className="h-1 w-full animate-pulse bg-accent-500" aria-hidden="true" />
					<p className="mx-auto mt-2 w-fit rounded-full bg-brand-900 px-4 py-1 text-sm font-semibold text-white shadow">{label}</p>
				</div>
			) : null}
		</div>
	)
}
