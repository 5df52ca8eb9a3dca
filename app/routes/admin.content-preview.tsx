import { guideIn } from '~/features/countries/guide-in-language'
import { data, Link } from 'react-router'
import { ProtectedRouteBoundary } from '~/features/accounts/LoginRequired'
import type { CourseView } from '~/features/courses/course-view'
import { educationPageKey } from '~/features/courses/education-page-key'
import { type EducationPage, educationFamilies, educationTrailForCourseType } from '~/features/courses/education-programmes'
import { EducationFacts, EducationHero } from '~/features/courses/EducationSections'
import { courseView, listCourses } from '~/features/courses/courses.server'
import type { FeaturedCourseView } from '~/features/content/featured-courses'
import { type FeeSchedule, publishedCourseFee, resolveFeeSchedule } from '~/features/content/fees'
import { FeesPage } from '~/features/content/FeesPage'
import { journalArticle } from '~/features/content/journal/journal.server'
import { JournalArticle } from '~/features/content/journal/JournalPages'
import { AboutPage } from '~/features/content/about/AboutPage'
import { FaqSection } from '~/features/content/home/FaqSection'
import { FeaturedCourses } from '~/features/content/home/FeaturedCourses'
import { Testimonials } from '~/features/content/home/Testimonials'
import type { ServiceId } from '~/features/content/services'
import { ServicePage } from '~/features/content/services/ServicePage'
import {
	aboutView,
	educationPageView,
	faqView,
	feeScheduleView,
	getFeeSchedule,
	getHomeTexts,
	getPageIntro,
	homeTextsView,
	listOnlineCourses,
	onlineCourseView,
	pageIntroView,
	privacyPageView,
	serviceView,
	teamMemberView,
	testimonialView,
} from '~/features/content/site-content.server'
import { type HomeTexts, type PageIntroText, type PrivacyDetails, sectionWithSiteDetails, withSiteDetails } from '~/features/content/page-text'
import { PrivacyPage } from '~/features/content/PrivacyPage'
import { privacyDetailsOf } from '~/features/privacy/privacy.server'
import { PageIntroHeader, SectionHeading } from '~/features/content/PageHeader'
import { AboutBlock } from '~/features/content/home/AboutBlock'
import { HomeHero } from '~/features/content/home/HomeHero'
import { TeamPage } from '~/features/content/team/TeamPage'
import { ContactDetails } from '~/features/content/contact/ContactDetails'
import { getEntry } from '~/features/studio/content-store.server'
import { CountryGuide } from '~/features/countries/CountryGuide'
import { guideFrame } from '~/features/countries/guide-parts'
import type { FactViews } from '~/features/countries/facts/fact-text'
import { factViewsFor } from '~/features/countries/facts/facts.server'
import { type GuideReview, lastReview, reviewDate } from '~/features/countries/guide-reviews.server'
import { siteSettings, siteSettingsFromDocument } from '~/features/studio/site-settings.server'
import { type ImageResolver, imageResolver } from '~/features/studio/images.server'
import { studioMessages } from '~/features/studio/content-types'
import { GUIDE_TYPE } from '~/features/studio/content-types'
import { studioHeaders, studioRequest } from '~/features/studio/studio-route.server'
import { documentSchemas } from '~/features/studio/studio-schema'
import { pageMeta } from '~/lib/seo'
import type { ContentTypeName } from '~/features/studio/content-types'
import { courseMessages, guideMessages, pageMessages, pageOnlyMessages, toolMessages } from '~/features/i18n/catalogues.server'
import { courseCardTextMessages, enrollButtonMessages } from '~/features/courses/enrol-messages.server'
import { learningOutcomesFamily } from '~/features/courses/course-details'
import { PageMessages } from '~/features/i18n/i18n'
import { eligibilityRuleView } from '~/features/tools/eligibility/eligibility.server'
import { RuleExplanation } from '~/features/tools/eligibility/RuleExplanation'
import type { Route } from './+types/admin.content-preview'
import { CourseDetail } from './course'

export const headers = studioHeaders

export function meta({ matches, params }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({ title: 'Preview of the draft | Content studio', description: 'The saved draft, as the public page will show it.', pathname: `/admin/content/${params.type}/${params.key}/preview`, origin: root.origin, siteName: root.site.name, noIndex: true })
}

/** The saved draft (else the published document) rendered by the public page's own component. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const { type } = await studioRequest(request, context, params.type)
	const entry = await getEntry(context.services.db, type, params.key)
	if (!entry) throw data(null, { status: 404 })
	// A new entry has nothing to show until its first save.
	if (entry.draft === null && entry.published === null) throw data(studioMessages.nothingToPreview, { status: 404 })
	const { db } = context.services
	const resolveImage = await imageResolver(db)
	// What the page shows beside the entry: the published fees, courses and online courses.
	const guide = type === GUIDE_TYPE
	const [schedule, catalogue, onlineCourses, review, facts, teamIntro, aboutIntro, feesIntro, homeTexts, site] = await Promise.all([
		getFeeSchedule(db),
		listCourses(db),
		listOnlineCourses(db),
		guide ? lastReview(db, entry.key) : null,
		guide ? factViewsFor(db, entry.key) : {},
		getPageIntro(db, 'team', 'en'),
		getPageIntro(db, 'about', 'en'),
		getPageIntro(db, 'fees', 'en'),
		getHomeTexts(db, 'en'),
		siteSettings(context),
	])
	const privacyDetails = privacyDetailsOf(site, context.services.config.leadRetentionMonths)
	return {
		key: entry.key,
		hasDraft: entry.draft !== null,
		shown: previewOf(type, entry.key, entry.draft ?? entry.published, { schedule, catalogue, onlineCourses, resolveImage, timeZone: context.services.config.site.timeZone, review, facts, teamIntro, aboutIntro, feesIntro, homeSections: homeTexts.sections, privacyDetails }),
		// The public pages' own texts the previewed components show (the home page's, the journal's, the fees', the About and team pages', the contact details').
		pageTexts: { ...pageMessages('en', 'home', 'posts', 'journal', 'fees', 'about', 'team'), ...pageOnlyMessages('en', 'contact.') },
	}
}

type PreviewContext = {
	schedule: FeeSchedule | undefined
	catalogue: CourseView[]
	onlineCourses: FeaturedCourseView[]
	resolveImage: ImageResolver
	timeZone: string
	review: GuideReview | null
	facts: FactViews
	/** The published heading bands of /team and /about, above a team member's or the About page's draft. */
	teamIntro: PageIntroText
	aboutIntro: PageIntroText
	/** The published heading band of /fees and the home page's section headings, around a fee schedule's or a home section's draft. */
	feesIntro: PageIntroText
	homeSections: HomeTexts['sections']
	/** The institute's details the privacy page's text names in braces. */
	privacyDetails: PrivacyDetails
}

/** What the type's public page shows of the document, through the page's own view functions. */
function previewOf(type: ContentTypeName, key: string, stored: unknown, { schedule, catalogue, onlineCourses, resolveImage, timeZone, review, facts, teamIntro, aboutIntro, feesIntro, homeSections, privacyDetails }: PreviewContext) {
	switch (type) {
		case 'course': {
			const course = courseView(key, documentSchemas.course.parse(stored), resolveImage)
			return { type, course, fee: (schedule && publishedCourseFee(key, schedule)) ?? null, messages: { ...courseMessages('en', learningOutcomesFamily(course.Type)), ...enrollButtonMessages('en', { anyRequested: false }), ...courseCardTextMessages('en') } } as const
		}
		case 'journal-post':
			return { type, post: journalArticle(key, documentSchemas['journal-post'].parse(stored), resolveImage) } as const
		case 'testimonial':
			return { type, testimonial: testimonialView(key, documentSchemas.testimonial.parse(stored), resolveImage), heading: homeSections.testimonials } as const
		case 'team-member':
			return { type, member: teamMemberView(key, documentSchemas['team-member'].parse(stored), resolveImage), intro: teamIntro } as const
		case 'faq':
			return { type, faq: faqView(key, documentSchemas.faq.parse(stored)), heading: homeSections.faq } as const
		case 'online-course':
			return { type, course: onlineCourseView(key, documentSchemas['online-course'].parse(stored), resolveImage), heading: homeSections.featured } as const
		case 'service':
			return { type, service: serviceView(key as ServiceId, documentSchemas.service.parse(stored)), messages: pageMessages('en', 'services') } as const
		case 'about':
			return { type, about: aboutView(documentSchemas.about.parse(stored), resolveImage), intro: aboutIntro } as const
		case 'fee-schedule':
			return { type, schedule: resolveFeeSchedule(feeScheduleView(documentSchemas['fee-schedule'].parse(stored)), catalogue, onlineCourses), intro: feesIntro } as const
		case 'education-page': {
			const page = educationFamilies.flatMap((family) => [family, ...family.programmes]).find((p) => educationPageKey(p.path) === key)
			if (!page) throw data(null, { status: 404 })
			return { type, page: educationPageView<EducationPage>(page, documentSchemas['education-page'].parse(stored)), messages: pageMessages('en', 'education') } as const
		}
		case 'site-settings':
			return { type, site: siteSettingsFromDocument(documentSchemas['site-settings'].parse(stored), timeZone) } as const
		case 'country-guide': {
			const guide = documentSchemas['country-guide'].parse(stored)
			return { type, country: guideIn(guide, 'en'), heroPicture: resolveImage(guide.heroImage), lastReview: review ? { reviewedOn: reviewDate(review, timeZone), reviewerName: review.reviewerName } : null, facts, messages: guideMessages('en', 'guide') } as const
		}
		case 'home-page':
			return { type, texts: homeTextsView(documentSchemas['home-page'].parse(stored), resolveImage, 'en') } as const
		case 'page-intro':
			return { type, intro: pageIntroView(documentSchemas['page-intro'].parse(stored), 'en') } as const
		case 'menu':
			return { type, labels: documentSchemas.menu.parse(stored) } as const
		case 'eligibility-rule':
			// The tools' texts come with their pages, not with every page (catalogues.server.ts).
			return { type, rule: eligibilityRuleView(key, documentSchemas['eligibility-rule'].parse(stored), 'en'), messages: toolMessages('en', 'eligibility') } as const
		case 'privacy-page':
			return { type, page: privacyPageView(documentSchemas['privacy-page'].parse(stored), 'en', privacyDetails) } as const
		case 'page-search': {
			const search = documentSchemas['page-search'].parse(stored)
			return { type, path: `/${key}`, metaTitle: search.metaTitle.en, metaDescription: search.metaDescription.en } as const
		}
	}
}

function Shown({ shown, site, origin }: { shown: Route.ComponentProps['loaderData']['shown'] } & Pick<Route.ComponentProps['matches'][0]['loaderData'], 'site' | 'origin'>) {
	switch (shown.type) {
		case 'course':
			return (
				<CourseDetail
					course={shown.course}
					fee={shown.fee}
					requested={false}
					site={site}
					origin={origin}
					messages={shown.messages}
					extrasMessages={shown.messages}
					educationTrail={educationTrailForCourseType(shown.course.Type)}
				/>
			)
		case 'journal-post':
			return <JournalArticle post={shown.post} />
		case 'testimonial':
			return <Testimonials testimonials={[shown.testimonial]} heading={sectionWithSiteDetails(shown.heading, site)} />
		case 'team-member':
			return <TeamPage intro={shown.intro} founders={[shown.member]} />
		case 'faq':
			return <FaqSection langs={[shown.faq.lang]} texts={[shown.faq]} heading={<SectionHeading id="home-faq" {...sectionWithSiteDetails(shown.heading, site)} />} />
		case 'online-course':
			return <FeaturedCourses courses={[shown.course]} heading={sectionWithSiteDetails(shown.heading, site)} />
		case 'service':
			return <ServicePage service={shown.service} others={[]} messages={shown.messages} />
		case 'about':
			return <AboutPage intro={shown.intro} content={{ ...shown.about, signedBy: shown.about.directorMessage.signedBy }} text={shown.about} siteName={site.name} />
		case 'fee-schedule':
			return <FeesPage intro={shown.intro} validFrom={shown.schedule.validFrom} schedule={shown.schedule} />
		case 'education-page':
			return (
				<PageMessages messages={shown.messages}>
					<div className="bg-slate-50">
						<EducationHero eyebrow={shown.page.label} title={shown.page.title} intro={shown.page.intro} />
						<div className="container-page pb-16">
							<EducationFacts texts={shown.page} lang={shown.page.lang} courses={[]} />
						</div>
					</div>
				</PageMessages>
			)
		case 'site-settings':
			return (
				<div className="container-page py-12">
					<ContactDetails site={shown.site} />
				</div>
			)
		case 'country-guide':
			return (
				<PageMessages messages={shown.messages}>
					<CountryGuide frame={guideFrame(shown.country)} content={{ country: shown.country, facts: shown.facts, lastReview: shown.lastReview }} heroPicture={shown.heroPicture} />
				</PageMessages>
			)
		case 'home-page':
			return (
				<>
					<HomeHero hero={shown.texts.hero} site={site} />
					<AboutBlock about={shown.texts.about} site={site} />
					{Object.entries(shown.texts.sections).map(([name, section]) => (
						<section key={name} aria-labelledby={`preview-${name}`} className="container-page py-8">
							<SectionHeading id={`preview-${name}`} {...sectionWithSiteDetails(section, site)} />
						</section>
					))}
				</>
			)
		case 'page-intro':
			return <PageIntroHeader intro={shown.intro} />
		case 'menu':
			return (
				<nav aria-label="Main menu (preview)" className="container-page py-8">
					<ul className="flex flex-wrap gap-6 font-semibold text-brand-900">
						{(['home', 'courses', 'about', 'contact'] as const).map((link) => (
							<li key={link}>{shown.labels[link].en}</li>
						))}
					</ul>
				</nav>
			)
		case 'eligibility-rule':
			return (
				<PageMessages messages={shown.messages}>
					<div className="container-page py-12">
						<RuleExplanation rule={shown.rule} />
					</div>
				</PageMessages>
			)
		case 'privacy-page':
			return <PrivacyPage page={shown.page} body={shown.page} />
		case 'page-search':
			return <SearchResultPreview path={shown.path} title={shown.metaTitle ? withSiteDetails(shown.metaTitle, site) : null} description={shown.metaDescription ? withSiteDetails(shown.metaDescription, site) : null} />
	}
}

/** How a search engine lists the page: the editors' title and description, or a word that the page keeps its usual one. */
function SearchResultPreview({ path, title, description }: { path: string; title: string | null; description: string | null }) {
	return (
		<section aria-labelledby="search-preview" className="container-page max-w-2xl py-12">
			<h1 id="search-preview" className="text-2xl font-extrabold text-brand-900">
				In search results
			</h1>
			<div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5">
				<p className="text-sm text-slate-600">{path}</p>
				<p className="mt-1 text-xl text-brand-800">{title ?? 'The page’s usual title'}</p>
				<p className="mt-1 text-slate-700">{description ?? 'The page’s usual description'}</p>
			</div>
		</section>
	)
}

export default function ContentPreview({ loaderData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	return (
		<>
			<div role="region" aria-label="Preview" className="border-b border-amber-300 bg-amber-50">
				<p className="container-page py-3 text-amber-950">
					{loaderData.hasDraft ? 'Preview of the saved draft: visitors do not see it until it is published.' : 'There is no draft: this is the published version.'}{' '}
					<Link to={`/admin/content/${loaderData.shown.type}/${loaderData.key}`} className="font-semibold underline">
						Back to the editor
					</Link>
				</p>
			</div>
			<PageMessages messages={loaderData.pageTexts}>
				<Shown shown={loaderData.shown} site={site} origin={origin} />
			</PageMessages>
		</>
	)
}

export const ErrorBoundary = ProtectedRouteBoundary
