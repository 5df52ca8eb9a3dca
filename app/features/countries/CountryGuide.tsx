import { Link } from 'react-router'
import { JsonLd } from '~/components/ui/JsonLd'
import { faqPageJsonLd } from '~/lib/structured-data'
import { CountryGuideTabs } from './CountryGuideTabs'
import { CountryHero } from './CountryHero'
import type { ShownReview } from './country-guide'
import type { GuideInLanguage } from './guide-in-language'
import { type FactViews, plainGuideText } from './facts/fact-text'
import { GuideFactsProvider } from './facts/GuideText'
import type { MinimalCountry } from './normalise-country-id'

export function formatReviewDate(isoDate: string) {
	return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
		new Date(`${isoDate}T00:00:00Z`),
	)
}

/** A full country guide: hero, the eight tabs, and when and against what it was reviewed. */
export function CountryGuide({ country, lastReview, facts }: { country: GuideInLanguage; lastReview: ShownReview | null; facts: FactViews }) {
	return (
		<GuideFactsProvider facts={facts}>
			<CountryHero name={country.name} flag={country.flagUrl} heroImage={country.heroImage} countryId={country.id}>
				<p className="mt-3 max-w-2xl text-lg text-brand-50">
					Universities, admissions, scholarships, visas, living costs and work rights for Indian students, in plain English.
				</p>
			</CountryHero>
			{/* Keyed by country: a client-side move to another guide starts its tabs, slider and gauge afresh. */}
			<CountryGuideTabs key={country.id} country={country} />
			{/* The guide's next step, after its last tab. */}
			<aside aria-labelledby="country-next-step" className="container-page pb-8">
				<div className="rounded-xl bg-brand-50 p-4 sm:p-6">
					<h2 id="country-next-step" className="text-lg font-bold text-brand-900">
						Planning to study in {country.name}?
					</h2>
					<p className="mt-1 text-slate-700">Talk it through with a counsellor: free, at the institute, by phone or by video call.</p>
					<Link to={`/book?${new URLSearchParams({ country: country.id })}`} className="mt-3 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700">
						Book a free counselling session
					</Link>
				</div>
			</aside>
			<aside aria-labelledby="country-sources" className="container-page pb-12">
				<div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 sm:p-6">
					<h2 id="country-sources" className="text-base font-bold text-brand-900">
						Sources and review
					</h2>
					<p className="mt-1">
						{lastReview ? (
							<>
								Last reviewed on <time dateTime={lastReview.reviewedOn}>{formatReviewDate(lastReview.reviewedOn)}</time> by {lastReview.reviewerName}.
							</>
						) : (
							'Not reviewed yet since it was written.'
						)}{' '}
						Fees, rankings and rules change; we checked this guide against these official sources:
					</p>
					<ul className="mt-2 list-disc space-y-1 pl-5">
						{country.sources.map((source) => (
							<li key={source.url}>
								<a href={source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
									{source.title}
									<span className="sr-only"> (opens in a new tab)</span>
								</a>
							</li>
						))}
					</ul>
				</div>
			</aside>
			<JsonLd data={faqPageJsonLd(country.faqs.map((faq) => ({ question: faq.question, answer: plainGuideText(faq.answer, facts) })))} />
		</GuideFactsProvider>
	)
}

/** SPEC.md section 8: no guide yet, so a minimal country and a polite note, never an error. */
export function CountryComingSoon({ country }: { country: MinimalCountry }) {
	return (
		<>
			<CountryHero name={country.name} flag={country.flagUrl} countryId={country.id} />
			<section className="container-page py-12">
				<h2 className="text-2xl font-extrabold text-brand-900">Our full guide is coming soon</h2>
				<p className="mt-3 max-w-prose text-slate-700">
					We are still writing our guide to studying in {country.name}. Our counsellors can already answer your questions about
					universities, admissions, scholarships, visas and costs: book a free session with the button above, at the
					institute, by phone or by video call.
				</p>
				<Link to="/country" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
					See all study destinations
				</Link>
			</section>
		</>
	)
}
