import { localeOfPath } from '~/features/i18n/locales'
import { getUser } from '~/features/accounts/session.server'
import { listPopularCourses } from '~/features/courses/courses.server'
import { requestedCourseIds } from '~/features/courses/enrolments.server'
import { courseCardTextMessages, enrollButtonMessages } from '~/features/courses/enrol-messages.server'
import { type CourseCardData, courseCardData } from '~/features/courses/CourseCard'
import { PopularCourses, PopularCoursesHeading } from '~/features/courses/PopularCourses'
import { latestJournalPosts, withDateLabel } from '~/features/content/journal/journal.server'
import { getHomeTexts, listFaqs, listOnlineCourses, listTestimonials } from '~/features/content/site-content.server'
import { AboutBlock } from '~/features/content/home/AboutBlock'
import { FaqSection } from '~/features/content/home/FaqSection'
import { FeaturedCourses } from '~/features/content/home/FeaturedCourses'
import { HomeHero } from '~/features/content/home/HomeHero'
import { RecentPosts } from '~/features/content/home/RecentPosts'
import { metaTexts, pageMessages } from '~/features/i18n/catalogues.server'
import { PageMessages, useLangApart } from '~/features/i18n/i18n'
import { Testimonials } from '~/features/content/home/Testimonials'
import { pageMeta } from '~/lib/seo'
import { type HomeSectionText, searchTextsOr, sectionWithSiteDetails, withSiteFacts } from '~/features/content/page-text'
import { SectionHeading } from '~/features/content/PageHeader'
import type { Route } from './+types/home'
import { JsonLd } from '~/components/ui/JsonLd'
import { Island } from '~/lib/island'
import { island } from '~/lib/islands.server'
import { educationalOrganizationJsonLd } from '~/lib/structured-data'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(
			loaderData?.search,
			root.site,
			withSiteFacts(loaderData?.meta, root.site) ?? {
				title: `${root.site.name}: courses, IELTS and study abroad in ${root.site.city}`,
				description: `${root.site.name} in ${root.site.city}, Punjab: university pathways, SKP programmes, language and IELTS courses, and honest study-abroad guidance for 16 destinations.`,
			},
		),
		pathname: '/',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'organisation',
	})
}

/** The home page's content comes from the content store (decision 013); the courses from the catalogue. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const locale = localeOfPath(new URL(request.url).pathname)
	let popularCourses: CourseCardData[] = []
	let requested: string[] = []
	try {
		popularCourses = (await listPopularCourses(context.services.db, 3, locale)).map(courseCardData)
		// A signed-in student sees which of them they have already asked to join.
		const user = await getUser(request, context)
		if (user) requested = await requestedCourseIds(context.services.db, user.id)
	} catch (error) {
		// The home page still serves its static content if the course list cannot be read.
		context.services.logger.error({ err: error, requestId: context.requestId }, 'failed to list popular courses')
	}
	const { db } = context.services
	const [texts, featuredCourses, testimonials, faqs, recentPosts] = await Promise.all([
		getHomeTexts(db, locale),
		listOnlineCourses(db, locale),
		listTestimonials(db, locale),
		listFaqs(db, locale),
		latestJournalPosts(db, 3, locale)
			.then((posts) => posts.map((post) => withDateLabel(post, locale)))
			.catch(() => []),
	])
	const sections = texts.sections
	const homeMessages = pageMessages(locale, 'home')
	const cardTextMessages = courseCardTextMessages(locale)
	// What needs no JavaScript (the hero, the about block, the headings, the read-only lists and
	// the messages only they show) a document carries once, as markup (lib/island.tsx); nothing
	// personal goes in them. The data keeps what the browser draws: the course cards' buttons and
	// images, the questions' accordion, and what meta() reads.
	return {
		search: texts.search,
		meta: metaTexts(locale, 'home'),
		hero: island(context, 'home-hero', texts.hero),
		about: island(context, 'home-about', texts.about),
		popular: {
			heading: island(context, 'home-popular-heading', { heading: sections.popular, messages: homeMessages }),
			courses: popularCourses.map(({ ProgramDescription, ...card }) => ({
				...card,
				text: island(context, `home-course-${card.id}`, { id: card.id, ProgramName: card.ProgramName, ProgramDescription, ...(card.lang ? { lang: card.lang } : {}), messages: cardTextMessages }),
			})),
		},
		requested,
		featured: island(context, 'home-featured', { heading: sections.featured, courses: featuredCourses, messages: homeMessages }),
		testimonials: island(context, 'home-testimonials', { heading: sections.testimonials, testimonials }),
		posts: island(context, 'home-posts', { heading: sections.posts, posts: recentPosts, messages: pageMessages(locale, 'posts') }),
		faq: {
			heading: island(context, 'home-faq-heading', sections.faq),
			langs: faqs.map(({ lang }) => lang),
			texts: island(context, 'home-faqs', faqs),
		},
		// What the cards' Enroll Now buttons draw before an answer: they are the browser's.
		messages: enrollButtonMessages(locale, { anyRequested: requested.length > 0 }),
	}
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	const withSite = (section: HomeSectionText) => sectionWithSiteDetails(section, site)
	const { popular, faq } = loaderData
	const langApart = useLangApart()
	return (
		<PageMessages messages={loaderData.messages}>
			<JsonLd data={educationalOrganizationJsonLd(site, origin)} />
			<Island name="home-hero" value={loaderData.hero}>
				{(hero) => <HomeHero hero={hero} site={site} />}
			</Island>
			<Island name="home-about" value={loaderData.about}>
				{(about) => <AboutBlock about={about} site={site} />}
			</Island>
			<PopularCourses
				courses={popular.courses}
				requested={loaderData.requested}
				heading={
					<Island name="home-popular-heading" value={popular.heading} className="popular-heading">
						{({ heading, messages }) => (
							<PageMessages messages={messages}>
								<PopularCoursesHeading heading={withSite(heading)} />
							</PageMessages>
						)}
					</Island>
				}
			/>
			<Island name="home-featured" value={loaderData.featured}>
				{({ heading, courses, messages }) => (
					<PageMessages messages={messages}>
						<FeaturedCourses courses={courses} heading={withSite(heading)} />
					</PageMessages>
				)}
			</Island>
			<Island name="home-testimonials" value={loaderData.testimonials}>
				{({ heading, testimonials }) => <Testimonials testimonials={testimonials} heading={withSite(heading)} />}
			</Island>
			<Island name="home-posts" value={loaderData.posts}>
				{({ heading, posts, messages }) => (
					<PageMessages messages={messages}>
						<RecentPosts posts={posts} heading={withSite(heading)} />
					</PageMessages>
				)}
			</Island>
			<FaqSection
				langs={faq.langs}
				texts={faq.texts}
				heading={
					<Island name="home-faq-heading" value={faq.heading}>
						{(heading) => <SectionHeading id="home-faq" {...withSite(heading)} lang={langApart(heading.lang)} />}
					</Island>
				}
			/>
		</PageMessages>
	)
}
