import { screen, within } from '@testing-library/react'
import { data } from 'react-router'
import { expect, test } from 'vitest'
import { guidePageData } from '../../../tests/support/guide-page'
import { renderPageRoute } from '../../../tests/support/render-route'
import { compiledCatalogue, guideMessages } from '~/features/i18n/catalogues.server'
import { PageLanguageProvider } from '~/features/i18n/i18n'
import CountryPage, { ErrorBoundary } from '~/routes/country'
import { COUNTRY_LOAD_ERROR } from './country-messages'
import { countryDocumentSchema } from './country-schema'
import { guideIn } from './guide-in-language'
import { minimalCountry } from './normalise-country-id'
import { poland } from './seed/poland'
import { unitedKingdom } from './seed/united-kingdom'

function renderCountry(loader: () => unknown, path = '/country/united-kingdom') {
	return renderPageRoute({ path: 'country/:id', loader, Component: CountryPage as never, ErrorBoundary: ErrorBoundary as never }, path)
}

test('a database failure shows the route’s own "Failed to load country data" boundary', async () => {
	renderCountry(() => {
		throw data(COUNTRY_LOAD_ERROR, { status: 500 })
	})
	expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load country data' })).toBeInTheDocument()
	expect(screen.getByText('Error 500')).toBeInTheDocument()
	expect(screen.getByRole('link', { name: 'See all study destinations' })).toHaveAttribute('href', '/country')
})

test('a guide renders the hero, the eight tabs with every panel in the page, and the review date', async () => {
	renderCountry(() => guidePageData(guideIn(countryDocumentSchema.parse(unitedKingdom), 'en'), { lastReview: { reviewedOn: '2026-11-23', reviewerName: 'the content team' } }))
	expect(await screen.findByRole('heading', { level: 1, name: 'Study in UK' })).toBeInTheDocument()
	const counsellor = screen.getByRole('link', { name: /Talk to an Expert Counsellor for FREE/ })
	expect(counsellor).toHaveAttribute('href', '/book?country=united-kingdom')
	expect(screen.getAllByRole('tab')).toHaveLength(8)
	expect(screen.getByRole('tab', { name: 'FAST FACTS' })).toHaveAttribute('aria-selected', 'true')
	// Inactive panels are in the document but hidden.
	const hiddenPanels = screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => panel.hidden)
	expect(hiddenPanels).toHaveLength(7)
	expect(within(hiddenPanels[0]!).getByText('Imperial College London')).toBeInTheDocument()
	expect(screen.getByText(/Last reviewed on/)).toHaveTextContent('Last reviewed on 23 November 2026 by the content team.')
})

test('a country with no guide says a full guide is coming, with the counsellor link', async () => {
	renderCountry(() => ({ kind: 'coming-soon', messages: guideMessages('en', 'guide'), country: minimalCountry('japan') }), '/country/japan')
	expect(await screen.findByRole('heading', { level: 1, name: 'Study in Japan' })).toBeInTheDocument()
	expect(screen.getByRole('heading', { name: 'Our full guide is coming soon' })).toBeInTheDocument()
	expect(screen.getByRole('link', { name: /Talk to an Expert Counsellor for FREE/ })).toHaveAttribute('href', '/book?country=japan')
	expect(screen.getByRole('img', { name: 'Flag of United Kingdom' })).toBeInTheDocument()
	expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
})

// Every seeded guide ships its Punjabi and Hindi, so a guide without them is rendered here.
test('a guide part without a translation shows its English, marked as English, with the note in the page’s language', async () => {
	const punjabi = { locale: 'pa' as const, messages: compiledCatalogue('pa') }
	const PunjabiCountryPage = (props: Parameters<typeof CountryPage>[0]) => (
		<PageLanguageProvider value={punjabi}>
			<CountryPage {...props} />
		</PageLanguageProvider>
	)
	renderPageRoute(
		{ path: 'pa/country/:id', loader: () => guidePageData(guideIn(countryDocumentSchema.parse(poland), 'pa'), { locale: 'pa' }), Component: PunjabiCountryPage as never },
		'/pa/country/poland',
	)
	const whyStudy = await screen.findByText(/^Poland is one of the most affordable places to earn a European degree/)
	// The text sits in the paragraph that says its language.
	expect(whyStudy.closest('[lang]')).toHaveAttribute('lang', 'en')
	const notes = screen.getAllByText('ਇਸ ਦਾ ਪੰਜਾਬੀ ਅਨੁਵਾਦ ਹਾਲੇ ਨਹੀਂ ਹੋਇਆ, ਇਸ ਲਈ ਇਹ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।')
	expect(notes.length).toBeGreaterThanOrEqual(1)
	for (const note of notes) expect(note).toHaveAttribute('lang', 'pa')
})
