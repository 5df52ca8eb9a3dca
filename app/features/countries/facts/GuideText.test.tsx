import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { guidePageData } from '../../../../tests/support/guide-page'
import { renderPageRoute } from '../../../../tests/support/render-route'
import { compiledCatalogue } from '~/features/i18n/catalogues.server'
import { PageLanguageProvider } from '~/features/i18n/i18n'
import CountryPage from '~/routes/country'
import { countryDocumentSchema } from '../country-schema'
import { guideIn } from '../guide-in-language'
import { unitedKingdom } from '../seed/united-kingdom'
import type { FactView, FactViews } from './fact-text'
import { asOfLabel } from './facts.server'

const country = guideIn(countryDocumentSchema.parse(unitedKingdom), 'en')

function view(key: string, figure: string | null, extra: Partial<FactView> = {}): FactView {
	return { key, label: key, figure, rupees: null, asOf: '2025-11-11', asOfLabel: 'Nov 2025', sourceName: 'GOV.UK', sourceUrl: `https://www.gov.uk/${key}`, ...extra }
}

function renderGuide(facts: FactViews) {
	renderPageRoute({ path: 'country/:id', loader: () => guidePageData(country, { facts }), Component: CountryPage as never }, '/country/united-kingdom')
}

const panel = (name: string) => screen.getAllByRole('tabpanel', { hidden: true }).find((p) => p.id === screen.getByRole('tab', { name }).getAttribute('aria-controls'))!

test('changing a fact changes every place the guide names it: requirements, FAQ and the cost tab', async () => {
	renderGuide({ 'funds-london-monthly': view('funds-london-monthly', '£1,777', { label: 'Living costs to show, London' }) })
	await screen.findByRole('heading', { level: 1, name: 'Study in UK' })
	for (const tab of ['ADMISSIONS', 'COST OF LIVING', 'FAQS']) expect(within(panel(tab)).getAllByText(/£1,777/).length, tab).toBeGreaterThan(0)
	expect(document.body.textContent).not.toContain('1,529')
	// Each figure carries its note: a link to the source whose name says what it is the source of.
	const notes = within(panel('ADMISSIONS')).getAllByRole('link', { name: /as of Nov 2025 · GOV\.UK ?, the source of Living costs to show, London/, hidden: true })
	expect(notes[0]).toHaveAttribute('href', 'https://www.gov.uk/funds-london-monthly')
	expect(within(notes[0]!).getByText('as of Nov 2025').closest('time')).toHaveAttribute('dateTime', '2025-11-11')
})

test('an unconfirmed fact says "check the current amount" with the official link instead of a number', async () => {
	renderGuide({ 'student-visa-fee': view('student-visa-fee', null, { label: 'Student visa application fee', sourceName: 'GOV.UK: UK visa fees' }) })
	await screen.findByRole('heading', { level: 1, name: 'Study in UK' })
	const links = within(panel('FAQS')).getAllByRole('link', { name: /^check the current amount on GOV\.UK: UK visa fees/, hidden: true })
	expect(links[0]).toHaveAttribute('href', 'https://www.gov.uk/student-visa-fee')
})

test('a money fact asked for in rupees shows the estimate with the rate’s date', async () => {
	const guide = { ...country, costOfLiving: { ...country.costOfLiving, expances: [{ category: 'Living costs in London', range: 'At least {fact:funds-london-monthly:inr} a month' }] } }
	renderPageRoute(
		{
			path: 'country/:id',
			loader: () =>
				guidePageData(guide, {
					facts: { 'funds-london-monthly': view('funds-london-monthly', '£1,529', { rupees: { estimate: '₹1.7 lakh', rateDate: '2026-11-20', rateDateLabel: '20 Nov 2026', sourceName: 'FBIL reference rates' } }) },
				}),
			Component: CountryPage as never,
		},
		'/country/united-kingdom',
	)
	await screen.findByRole('heading', { level: 1, name: 'Study in UK' })
	expect(within(panel('COST OF LIVING')).getByText(/£1,529 \(about ₹1\.7 lakh; rate of 20 Nov 2026, FBIL reference rates\)/)).toBeInTheDocument()
})

test('a money fact asked for in rupees while no rate is stored links where to check the current rate', async () => {
	const guide = { ...country, costOfLiving: { ...country.costOfLiving, expances: [{ category: 'Living costs in London', range: 'At least {fact:funds-london-monthly:inr} a month' }] } }
	const rateSource = { name: 'FBIL reference rates', url: 'https://www.fbil.org.in/' }
	renderPageRoute(
		{ path: 'country/:id', loader: () => guidePageData(guide, { facts: { 'funds-london-monthly': view('funds-london-monthly', '£1,529', { rateSource }) } }), Component: CountryPage as never },
		'/country/united-kingdom',
	)
	await screen.findByRole('heading', { level: 1, name: 'Study in UK' })
	const link = within(panel('COST OF LIVING')).getByRole('link', { name: /^check the current rate on FBIL reference rates/, hidden: true })
	expect(link).toHaveAttribute('href', 'https://www.fbil.org.in/')
	expect(within(panel('COST OF LIVING')).queryByText(/about ₹/)).toBeNull()
})

test('on a Punjabi page the fact note and the "check the current amount" link read in Punjabi, with the date in Punjabi', async () => {
	const punjabi = { locale: 'pa' as const, messages: compiledCatalogue('pa') }
	const PunjabiCountryPage = (props: Parameters<typeof CountryPage>[0]) => (
		<PageLanguageProvider value={punjabi}>
			<CountryPage {...props} />
		</PageLanguageProvider>
	)
	const facts = {
		'funds-london-monthly': view('funds-london-monthly', '£1,529', { label: 'Living costs to show, London', asOfLabel: asOfLabel('2025-11-11', 'pa') }),
		'student-visa-fee': view('student-visa-fee', null, { label: 'Student visa application fee', sourceName: 'GOV.UK: UK visa fees' }),
	}
	renderPageRoute({ path: 'pa/country/:id', loader: () => guidePageData(country, { facts, locale: 'pa' }), Component: PunjabiCountryPage as never }, '/pa/country/united-kingdom')
	await screen.findByRole('heading', { level: 1, name: 'UK ਵਿੱਚ ਪੜ੍ਹਾਈ' })
	const admissions = panel('ਦਾਖ਼ਲਾ')
	const note = within(admissions).getAllByRole('link', { name: /^ਨਵੰਬਰ 2025 ਤੱਕ · GOV\.UK ?, Living costs to show, London ਦਾ ਸਰੋਤ \(ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ\)$/, hidden: true })
	expect(within(note[0]!).getByText('ਨਵੰਬਰ 2025 ਤੱਕ').closest('time')).toHaveAttribute('dateTime', '2025-11-11')
	expect(within(panel('ਆਮ ਸਵਾਲ')).getAllByRole('link', { name: /^GOV\.UK: UK visa fees ਉੱਤੇ ਅੱਜ ਦੀ ਰਕਮ ਦੇਖੋ/, hidden: true })[0]).toHaveAttribute('href', 'https://www.gov.uk/student-visa-fee')
	expect(document.body.textContent).not.toMatch(/as of|check the current/)
})
