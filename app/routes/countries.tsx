import { Link } from 'react-router'
import { listCountries } from '~/features/countries/countries.server'
import { CountryFlag } from '~/features/countries/CountryFlag'
import { countryDirectory } from '~/features/countries/country-directory'
import { PendingIndicator } from '~/features/countries/PendingIndicator'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/countries'
import { JsonLd } from '~/components/ui/JsonLd'
import { breadcrumbListJsonLd } from '~/lib/structured-data'

/** /country: the Study Abroad overview, a grid of the 16 destinations. */
export async function loader({ context }: Route.LoaderArgs) {
	try {
		const guides = await listCountries(context.services.db)
		return { guideIds: guides.map((g) => g.id) }
	} catch (error) {
		// The grid comes from the fixed directory, so it still works without the database.
		context.services.logger.error({ err: error }, 'listing country guides failed')
		return { guideIds: null }
	}
}

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Study Abroad: guides to 16 destinations for Indian students',
		description:
			'Compare studying in the UK, USA, Canada, Australia, Germany, Ireland, Dubai and more: universities, visas, costs, scholarships and work rights, in plain English.',
		pathname: '/country',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'country',
	})
}

export default function Countries({ loaderData, matches }: Route.ComponentProps) {
	return (
		<>
			<JsonLd data={breadcrumbListJsonLd(matches[0].loaderData.origin, [{ name: 'Study Abroad', path: '/country' }])} />
			<PendingIndicator label="Loading country guide…" />
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div className="container-page py-12 md:py-16">
					<h1 className="text-3xl font-extrabold tracking-tight text-brand-900 md:text-5xl">Study Abroad</h1>
					<p className="mt-4 max-w-2xl text-lg text-slate-700">
						Choose a destination to see its top universities, admission requirements, scholarships, visa fees, living costs and
						work rights for Indian students.
					</p>
				</div>
			</section>
			<section aria-label="Study destinations" className="container-page pb-16">
				<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
					{countryDirectory.map((entry) => (
						<li key={entry.id}>
							<Link
								to={`/country/${entry.id}`}
								className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center font-bold text-brand-900 shadow-sm hover:border-brand-200 hover:bg-brand-50"
							>
								<CountryFlag flag={entry.flag} className="h-12 w-18 rounded shadow-sm ring-1 ring-slate-200" />
								<span>Study in {entry.name}</span>
								{loaderData.guideIds && !loaderData.guideIds.includes(entry.id) ? (
									<span className="text-xs font-normal text-slate-600">Guide coming soon</span>
								) : null}
							</Link>
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
