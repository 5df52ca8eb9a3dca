import { data } from 'react-router'
import { getAbout, getPageIntro } from '~/features/content/site-content.server'
import { localeOfPath } from '~/features/i18n/locales'
import { metaTexts, pageMessages } from '~/features/i18n/catalogues.server'
import { PageMessages } from '~/features/i18n/i18n'
import { AboutPage } from '~/features/content/about/AboutPage'
import { pageMeta } from '~/lib/seo'
import { searchTextsOr, withSiteFacts } from '~/features/content/page-text'
import type { Route } from './+types/about'
import { BreadcrumbJsonLd } from '~/components/ui/JsonLd'
import { island } from '~/lib/islands.server'

export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.services
	const locale = localeOfPath(new URL(request.url).pathname)
	const [intro, content] = await Promise.all([getPageIntro(db, 'about', locale), getAbout(db, locale)])
	if (!content) throw data(null, { status: 404 })
	const { story, values, directorMessage, slides, signerPhoto, lang, translated } = content
	return {
		intro,
		content: { slides, signerPhoto, lang, translated, signedBy: directorMessage.signedBy },
		// The story, the values and the director's message travel once, as markup (lib/island.tsx).
		text: island(context, 'about-text', { story, values, directorMessage }),
		meta: metaTexts(locale, 'about'),
		messages: pageMessages(locale, 'about'),
	}
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		...searchTextsOr(
			loaderData?.intro.search,
			root.site,
			withSiteFacts(loaderData?.meta, root.site) ?? {
				title: 'About Us',
				description: `The story of ${root.site.name} in ${root.site.city} since 2010, and our Managing Director’s message on how we teach and advise students.`,
			},
		),
		pathname: '/about',
		origin: root.origin, locale: root.locale,
		siteName: root.site.name,
		image: 'organisation',
	})
}

export default function About({ loaderData, matches }: Route.ComponentProps) {
	const { site, origin } = matches[0].loaderData
	return (
		<>
			<BreadcrumbJsonLd origin={origin} trail={[{ name: loaderData.meta?.title ?? 'About Us', path: '/about' }]} />
			<PageMessages messages={loaderData.messages}>
				<AboutPage intro={loaderData.intro} content={loaderData.content} text={loaderData.text} siteName={site.name} />
			</PageMessages>
		</>
	)
}
