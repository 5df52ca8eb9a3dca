import { localeOfPath } from '~/features/i18n/locales'
import { getUser } from '~/features/accounts/session.server'
import { listPopularCourses } from '~/features/courses/courses.server'
import { requestedCourseIds } from '~/features/courses/enrolments.server'
import { type CourseCardData, courseCardData } from '~/features/courses/CourseCard'
import { PopularCourses } from '~/features/courses/PopularCourses'
import { latestJournalPosts, withDateLabel } from '~/features/content/journal/journal.server'
import { getHomeTexts, listFaqs, listOnlineCourses, listTestimonials } from '~/features/content/site-content.server'
import { AboutBlock } from '~/features/content/home/AboutBlock'
import { FaqSection } from '~/features/content/home/FaqSection'
import { FeaturedCourses } from '~/features/content/home/FeaturedCourses'
import { HomeHero } from '~/features/content/home/HomeHero'
import { RecentPosts } from '~/features/content/home/RecentPosts'
import { pageMessages, pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { PageMessages } from '~/features/i18n/i18n'
import { Testimonials } from '~/features/content/home/Testimonials'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr, sectionsWithSiteDetails } from '~/features/content/page-text'
import type { Route } from './+types/home'
import { JsonLd } from '~/components/ui/JsonLd'
import { Island } from '~/lib/island'
import { island } from '~/lib/islands.server'
import { educationalOrganizationJsonLd, faqPageJsonLd } from '~/lib/structured-data'

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(loaderData?.texts.search, root.site, {
			title: `${root.site.name}: courses, IELTS and study abroad in ${root.site.city}`,
			description: `${root.site.name} in ${root.site.city}, Punjab: university pathways, SKP programmes, language and IELTS courses, and honest study-abroad guidance for 16 destinations.`,
		}),
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
	// A document carries these read-only lists once, as markup (lib/island.tsx); nothing personal goes in them.
	return {
		texts,
		popularCourses,
		requested,
		featuredCourses: island(context, 'home-featured', featuredCourses),
		testimonials: island(context, 'home-testimonials', testimonials),
		recentPosts: island(context, 'home-posts', recentPosts),
		faqQuestions: faqs.map(({ id, question, lang }) => ({ id, question, lang })),
		faqs: island(context, 'home-faqs', faqs),
		messages: { ...pageMessages(locale, 'home', 'posts'), ...pageOnlyMessages(locale, 'course.enroll.') },
	}
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	const sections = sectionsWithSiteDetails(loaderData.texts.sections, site)
	return (
		<PageMessages messages={loaderData.messages}>
			<JsonLd data={educationalOrganizationJsonLd(site, origin)} />
			<HomeHero hero={loaderData.texts.hero} site={site} />
			<AboutBlock about={loaderData.texts.about} site={site} />
			<PopularCourses courses={loaderData.popularCourses} heading={sections.popular} requested={loaderData.requested} />
			<FeaturedCourses courses={loaderData.featuredCourses} heading={sections.featured} />
			<Testimonials testimonials={loaderData.testimonials} heading={sections.testimonials} />
			<RecentPosts posts={loaderData.recentPosts} heading={sections.posts} />
			<FaqSection questions={loaderData.faqQuestions} answers={loaderData.faqs} heading={sections.faq} />
			<Island name="home-faq-data" value={loaderData.faqs}>
				{(faqs) => <JsonLd data={faqPageJsonLd(faqs)} />}
			</Island>
		</PageMessages>
	)
}
