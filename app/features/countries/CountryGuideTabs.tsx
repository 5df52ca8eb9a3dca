import {
	BadgeCheck,
	Banknote,
	Briefcase,
	ExternalLink,
	FileText,
	GraduationCap,
	Languages,
	MapPin,
	ShieldCheck,
	Trophy,
} from '~/components/ui/icons'
import { Tabs } from '~/components/ui/tabs'
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { CostGauge } from './CostGauge'
import { type CountryDocument, regulationPoints, scholarshipList } from './country-guide'
import { type GuideContent, type GuideFrame, GuideIsland } from './guide-parts'
import type { Islanded } from '~/lib/island'
import { type CountryTab, countryTabs, parseCountryTab } from './country-tabs'
import { FaqAccordion } from './FaqAccordion'
import { PageMessages, type Translate, useLocale, useT } from '~/features/i18n/i18n'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { GuideText } from './facts/GuideText'
import { useHydrated } from '~/lib/use-hydrated'
import { type GuidePanelData, useGuidePanels } from './use-guide-panels'
import { VisaSlider } from './VisaSlider'
import { WhyStudy } from './WhyStudy'

/** SPEC.md section 2: admission requirement icons go by position, six of them, cycling. */
export const admissionIcons = [FileText, GraduationCap, Languages, Banknote, ShieldCheck, BadgeCheck] as const

/**
 * The eight tabs. The chosen tab lives in ?tab= so it can be shared. The panels' texts, lists and
 * tables are islands (guide-parts.tsx). A document carries only its own tab's panel (issue 21: HTML
 * under 50 KB); the others' content arrives as data once the page is idle or the visitor reaches
 * for the tabs (use-guide-panels.ts), and they join the page (forceMount), the inactive ones with
 * `hidden`, which Radix leaves to us.
 *
 * Each tab is a link to its own ?tab= URL (role "tab" is allowed on a link), so before the page
 * has hydrated, or without JavaScript, choosing a tab loads that tab's page from the server.
 * Once hydrated, Radix switches tabs in place and the link's own navigation is cancelled.
 */
export function CountryGuideTabs({ frame, content }: { frame: GuideFrame; content: Islanded<GuideContent> }) {
	const t = useT()
	const englishOnly = useEnglishOnly()
	const [searchParams, setSearchParams] = useSearchParams()
	const hydrated = useHydrated()
	const active = parseCountryTab(searchParams.get('tab'))
	const hrefFor = (value: string) => {
		const next = new URLSearchParams(searchParams)
		next.set('tab', value)
		return `?${next}`
	}
	const { panelFor, prefetch, failed } = useGuidePanels(content, frame, active)
	const panel = { active, panelFor, failed, hrefFor }
	const choose = (value: string) => {
		prefetch()
		setSearchParams(
			(previous) => {
				const next = new URLSearchParams(previous)
				next.set('tab', value)
				return next
			},
			{ preventScrollReset: true, replace: true },
		)
	}

	return (
		<Tabs.Root value={active} onValueChange={choose} activationMode="automatic" className="container-page py-8 md:py-12">
			<Tabs.List
				onPointerEnter={prefetch}
				onFocus={prefetch}
				aria-label={t('guide.tabs.label', { name: frame.name })}
				className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
			>
				{countryTabs.map((tab) => (
					<Tabs.Trigger
						key={tab.value}
						value={tab.value}
						asChild
						// A link, not a button: no type attribute.
						type={undefined}
						// Before hydration Radix's roving focus is not running and leaves every tab at
						// tabindex -1: keep the links reachable by Tab until it takes over.
						{...(hydrated ? {} : { tabIndex: 0 })}
						onClick={cancelLinkNavigation}
						onKeyDown={(event: KeyboardEvent) => {
							// Space activates a tab (Radix); on a link it would also scroll the page.
							if (event.key === ' ') {
								event.preventDefault()
								choose(tab.value)
							}
						}}
					>
						<a
							href={hrefFor(tab.value)}
							className="guide-tab"
						>
							{t(tab.labelKey)}
						</a>
					</Tabs.Trigger>
				))}
			</Tabs.List>

			<Panel value="fast-facts" {...panel}>
				{(content, frame) => <FastFacts frame={frame} content={content} />}
			</Panel>
			<Panel value="top-universities" {...panel}>
				{(content, frame, t) => (
					<>
						<PanelHeading>{t('guide.universities.title', { name: frame.name })}</PanelHeading>
						{englishOnly && <UntranslatedNote />}
						<GuideIsland name="guide-universities" content={content} tag="ul" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" lang={englishOnly}>
							{(country) => country.topUniversities.map((university) => (
								<li key={university.name} className="guide-card flex gap-4">
									<span
										aria-hidden="true"
										className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
									>
										{initials(university.name)}
									</span>
									<div>
										<h3 className="font-bold text-brand-900">{university.name}</h3>
										<p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
											<MapPin className="size-4" aria-hidden="true" />
											{university.location}
										</p>
										<p className="mt-2 text-sm text-slate-700">
											<span className="font-semibold">IELTS:</span> {university.ielts}
										</p>
										<p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
											<Trophy className="size-4 text-accent-600" aria-hidden="true" />
											{university.ranking}
										</p>
									</div>
								</li>
							))}
						</GuideIsland>
					</>
				)}
			</Panel>
			<Panel value="admissions" {...panel}>
				{(content, frame, t) => (
					<>
						<PanelHeading>{t('guide.admissions.title')}</PanelHeading>
						{englishOnly && <UntranslatedNote />}
						<GuideIsland name="guide-admissions" content={content} tag="ul" className="grid gap-3 sm:grid-cols-2" lang={englishOnly}>
							{(country) => country.admissionRequirements.map((requirement, i) => {
								const Icon = admissionIcons[i % admissionIcons.length]!
								return (
									<li key={requirement} className="guide-card flex gap-3 text-slate-700">
										<Icon className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" data-icon={i % admissionIcons.length} />
										<span>
											<GuideText text={requirement} />
										</span>
									</li>
								)
							})}
						</GuideIsland>
					</>
				)}
			</Panel>
			<Panel value="scholarships" {...panel}>
				{(content, frame, t) => (
					<>
						<PanelHeading>{t('guide.scholarships.title')}</PanelHeading>
						{englishOnly && <UntranslatedNote />}
						<GuideIsland name="guide-scholarships" content={content} tag="ul" className="grid gap-3 sm:grid-cols-2">
							{(country, _, t) => scholarshipList(country.scholarships).map((scholarship) => (
								<li key={scholarship.name} className="guide-card">
									<h3 lang={englishOnly} className="font-bold text-brand-900">
										{scholarship.name}
									</h3>
									<a
										href={scholarship.link}
										target="_blank"
										rel="noopener noreferrer"
										className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
									>
										{t('guide.scholarships.officialPage')}
										<span className="sr-only">{t('guide.scholarships.officialPageFor', { name: scholarship.name })}</span>
										<ExternalLink className="size-4" aria-hidden="true" />
									</a>
								</li>
							))}
						</GuideIsland>
					</>
				)}
			</Panel>
			<Panel value="visa" {...panel}>
				{(content, frame, t) => (
					<>
						<PanelHeading>{t('guide.visa.title')}</PanelHeading>
						{englishOnly && <UntranslatedNote />}
						<VisaSlider titles={frame.visaTitles} countryName={frame.name} visible={active === 'visa'}>
							{(i) => (
								<GuideIsland name={`guide-visa-${i}`} content={content}>
									{(country) => <VisaSlide visa={country.visa.types[i]!} />}
								</GuideIsland>
							)}
						</VisaSlider>
						<p className="mt-3 text-sm text-slate-600">{t('guide.visa.note')}</p>
					</>
				)}
			</Panel>
			<Panel value="cost-of-living" {...panel}>
				{(content, frame, t) => (
					<>
						<PanelHeading>{t('guide.cost.title')}</PanelHeading>
						{englishOnly && <UntranslatedNote />}
						<div className="grid gap-8 md:grid-cols-[18rem_1fr]">
							<CostGauge gaugePosition={frame.gaugePosition} countryName={frame.name} />
							<GuideIsland name="guide-expenses" content={content} tag="dl" className="grid gap-3 sm:grid-cols-2" lang={englishOnly}>
								{(country) => country.costOfLiving.expances.map((expense) => (
									<div key={expense.category} className="guide-card guide-fact">
										<dt>{expense.category}</dt>
										<dd>
											<GuideText text={expense.range} />
										</dd>
									</div>
								))}
							</GuideIsland>
						</div>
						<GuideIsland name="guide-cost-breakdown" content={content} className="mt-8 grid gap-6 md:grid-cols-2">
							{(country, _, t) => country.costOfLiving.breakdown.map((group) => (
								<table key={group.category} className="w-full text-left text-sm">
									<caption lang={englishOnly} className="pb-2 text-left text-base font-bold text-brand-900">
										{group.category}
									</caption>
									<thead className="sr-only">
										<tr>
											<th scope="col">{t('guide.cost.item')}</th>
											<th scope="col">{t('guide.cost.typicalCost')}</th>
										</tr>
									</thead>
									<tbody lang={englishOnly} className="divide-y divide-slate-200 border-y border-slate-200">
										{group.items.map((item) => (
											<tr key={item.name}>
												<th scope="row" className="py-2 pr-4 font-normal text-slate-700">
													<GuideText text={item.name} />
												</th>
												<td className="py-2 text-right font-semibold text-slate-900">
													<GuideText text={item.cost} />
												</td>
											</tr>
										))}
									</tbody>
								</table>
							))}
						</GuideIsland>
					</>
				)}
			</Panel>
			<Panel value="work-opportunities" {...panel}>
				{(content) => (
					<GuideIsland name="guide-work" content={content}>
						{(country) => <WorkOpportunities work={country.workOpportunities} />}
					</GuideIsland>
				)}
			</Panel>
			<Panel value="faqs" {...panel}>
				{(content, frame, t) => (
					<>
						<PanelHeading>{t('guide.faqs.title')}</PanelHeading>
						<FaqAccordion questions={frame.faqs}>
							{(i) => (
								<GuideIsland name={`guide-faq-${i}`} content={content}>
									{(country) => (
										<>
											<p itemProp="text">
												<GuideText text={country.faqs[i]!.answer} />
											</p>
											{country.faqs[i]!.translated ? null : <UntranslatedNote />}
										</>
									)}
								</GuideIsland>
							)}
						</FaqAccordion>
					</>
				)}
			</Panel>
		</Tabs.Root>
	)
}

/**
 * Once hydrated, Radix has already chosen the tab on mouse down, Enter or Space: the link's own
 * navigation (a full page load) is cancelled. Ctrl-, Cmd-, Shift- and middle-clicks still open
 * the tab's URL in a new tab or window, as links do.
 */
function cancelLinkNavigation(event: MouseEvent) {
	if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
	event.preventDefault()
}

/**
 * One tab's panel, in the page once its content is there: a document has only its own tab's
 * (use-guide-panels.ts), the others join it, hidden, when the guide's data has arrived. Chosen
 * before that, it says the guide is loading; if that fetch failed, the tab's own page is loaded.
 */
function Panel({
	value,
	active,
	panelFor,
	failed,
	hrefFor,
	children,
}: {
	value: CountryTab
	active: CountryTab
	panelFor: (tab: CountryTab) => GuidePanelData | null
	failed: boolean
	hrefFor: (tab: string) => string
	/** `t` has the panel's messages (fetched with its content): use it, not the page's, inside. */
	children: (content: Islanded<GuideContent>, frame: GuideFrame, t: Translate) => ReactNode
}) {
	const t = useT()
	const panel = panelFor(value)
	const waiting = panel === null && value === active
	useEffect(() => {
		if (waiting && failed) window.location.assign(hrefFor(value))
	}, [waiting, failed, hrefFor, value])
	// Not there yet and not chosen: no element at all, as Radix does for an inactive panel that is not
	// mounted (an unselected tab's aria-controls may name a panel that is absent).
	if (panel === null && value !== active) return null
	const drawn = panel ? <PanelBody panel={panel}>{children}</PanelBody> : null
	return (
		<Tabs.Content value={value} forceMount hidden={value !== active} aria-busy={waiting || undefined} className="guide-panel">
			{panel?.messages ? <PageMessages messages={panel.messages}>{drawn}</PageMessages> : drawn}
			{waiting ? <p className="text-slate-600">{t('guide.loading')}</p> : null}
		</Tabs.Content>
	)
}

function PanelBody({ panel, children }: { panel: GuidePanelData; children: (content: Islanded<GuideContent>, frame: GuideFrame, t: Translate) => ReactNode }) {
	const t = useT()
	return children(panel.content, panel.frame, t)
}

function PanelHeading({ children }: { children: ReactNode }) {
	return <h2 className="mb-4 text-2xl font-extrabold text-brand-900">{children}</h2>
}

function FastFacts({ frame, content }: { frame: GuideFrame; content: Islanded<GuideContent> }) {
	const t = useT()
	const englishOnly = useEnglishOnly()
	return (
		<div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
			<div>
				<PanelHeading>{t('guide.whyStudy', { name: frame.name })}</PanelHeading>
				<WhyStudy lang={frame.whyStudyLang}>
					<GuideIsland name="guide-why-study" content={content} tag="span" lang={frame.whyStudyLang}>
						{(country) => <GuideText text={country.fastFacts.whyStudy} />}
					</GuideIsland>
				</WhyStudy>
				<GuideIsland name="guide-fast-facts" content={content}>
					{(country) => <FactList country={country} />}
				</GuideIsland>
			</div>
			<GuideIsland name="guide-weather" content={content}>
				{(country, _, t) => (
					<>
							<h3 className="mb-3 text-lg font-bold text-brand-900">{t('guide.weather.title')}</h3>
							<table className="w-full text-left text-sm">
								<caption className="sr-only">{t('guide.weather.caption')}</caption>
								<thead>
									<tr className="border-b border-slate-200 text-slate-600">
										<th scope="col" className="py-2">{t('guide.weather.city')}</th>
										<th scope="col" className="py-2 text-right">{t('guide.weather.low')}</th>
										<th scope="col" className="py-2 text-right">{t('guide.weather.high')}</th>
									</tr>
								</thead>
								<tbody className="divide-y divide-slate-200">
									{country.weather.map((w) => (
										<tr key={w.city}>
											<th scope="row" lang={englishOnly} className="weather-place">
												{w.city}
											</th>
											<td className="weather-cell">{`${w.min} °C`}</td>
											<td className="weather-cell">{`${w.max} °C`}</td>
										</tr>
									))}
								</tbody>
							</table>
							<p className="mt-2 text-xs text-slate-600">{t('guide.weather.note')}</p>
					</>
				)}
			</GuideIsland>
		</div>
	)
}

/** The why-study text's note when untranslated, then the four fast facts. */
function FactList({ country }: { country: GuideContent['country'] }) {
	const t = useT()
	const facts = [
		{ label: t('guide.fastFacts.gdp'), value: country.fastFacts.gdp },
		{ label: t('guide.fastFacts.dialingCode'), value: country.fastFacts.dialingCode },
		{ label: t('guide.fastFacts.currency'), value: country.fastFacts.currency },
		{ label: t('guide.fastFacts.universities'), value: country.fastFacts.universities },
	]
	return (
		<>
			{country.shown.whyStudy.translated ? null : <UntranslatedNote />}
			<dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
				{facts.map((fact) => (
					<div key={fact.label} className="guide-card guide-fact">
						<dt>{fact.label}</dt>
						<dd lang={country.shown.fastFacts.lang}>
							<GuideText text={fact.value} />
						</dd>
					</div>
				))}
			</dl>
			{country.shown.fastFacts.translated ? null : <UntranslatedNote />}
		</>
	)
}

/** One visa type's slide: its kind, name, fee and what it is for. */
function VisaSlide({ visa }: { visa: GuideContent['country']['visa']['types'][number] }) {
	const t = useT()
	const englishOnly = useEnglishOnly()
	return (
		<>
			<p lang={englishOnly} className="text-xs font-semibold tracking-wide text-accent-600 uppercase">
				{visa.type}
			</p>
			<h3 lang={englishOnly} className="mt-1 text-xl font-bold text-brand-900">
				{visa.title}
			</h3>
			<p className="mt-2 text-lg font-semibold text-slate-800">
				<span className="sr-only">{t('guide.visa.fee')} </span>
				<span lang={englishOnly}>
					<GuideText text={visa.cost} />
				</span>
			</p>
			<p lang={englishOnly} className="mt-3 text-slate-700">
				<GuideText text={visa.description} />
			</p>
		</>
	)
}

function WorkOpportunities({ work }: { work: CountryDocument['workOpportunities'] }) {
	const t = useT()
	const englishOnly = useEnglishOnly()
	return (
		<div>
			<PanelHeading>{t('guide.work.title')}</PanelHeading>
			{englishOnly && <UntranslatedNote />}
			<p lang={englishOnly} className="max-w-prose text-slate-700">
				<GuideText text={work.intro} />
			</p>
			<h3 className="mt-6 text-lg font-bold text-brand-900">{t('guide.work.routes')}</h3>
			<ul lang={englishOnly} className="mt-3 grid gap-3 sm:grid-cols-2">
				{work.options.map((option) => (
					<li key={option.title} className="guide-card">
						<h4 className="font-bold text-brand-900">{option.title}</h4>
						<p className="mt-1 text-slate-700">
							<GuideText text={option.description} />
						</p>
					</li>
				))}
			</ul>
			<h3 className="mt-6 text-lg font-bold text-brand-900">{t('guide.work.jobs')}</h3>
			<ul lang={englishOnly} className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
				{work.jobs.map((job) => (
					<li key={job.title} className="guide-card">
						<h4 className="flex items-center gap-2 font-bold text-brand-900">
							<Briefcase className="size-4 text-brand-700" aria-hidden="true" />
							{job.title}
						</h4>
						<p className="mt-1 text-sm font-semibold text-slate-800">
							<GuideText text={job.pay} />
						</p>
						<p className="mt-1 text-sm text-slate-700">{job.description}</p>
					</li>
				))}
			</ul>
			<h3 className="mt-6 text-lg font-bold text-brand-900">{t('guide.work.rules')}</h3>
			<div lang={englishOnly} className="mt-3 grid gap-3 md:grid-cols-2">
				{work.regulations.map((regulation) => (
					// A plain box with a heading: a labelled <section> per rule would add a landmark region each.
					<div key={regulation.title} className="guide-card">
						<h4 className="font-bold text-brand-900">{regulation.title}</h4>
						<ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
							{regulationPoints(regulation.points).map((point) => (
								<li key={point}>
									<GuideText text={point} />.
								</li>
							))}
						</ul>
					</div>
				))}
			</div>
		</div>
	)
}

/**
 * `lang` of the guide's texts that the studio keeps in English only (the tabs other than the fast
 * facts and the FAQs, issue 20): "en" on a Punjabi or Hindi page, so they are read as English;
 * their panels then show UntranslatedNote.
 */
function useEnglishOnly() {
	return useLocale() === 'en' ? undefined : 'en'
}

function initials(name: string) {
	return name
		.replace(/\b(of|the|and|for|de|di|van|der)\b/gi, '')
		.split(/[\s,-]+/)
		.filter(Boolean)
		.slice(0, 2)
		.map((word) => word.charAt(0).toUpperCase())
		.join('')
}
