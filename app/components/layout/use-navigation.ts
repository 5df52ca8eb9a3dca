import { useMemo } from 'react'
import type { MessageKey } from '~/features/i18n/catalogue/en'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import { mainNavigation, type NavEntry, type NavLinkItem, publishedNavigation, usePublishedLinks } from './navigation'

/** The catalogue's keys of the navigation's own labels, by link or menu (the pages' names stay the pages' own for now). */
const navigationKeys: Record<string, MessageKey> = {
	'/': 'nav.home',
	'/courses': 'nav.courses',
	'/about': 'nav.about',
	'/contact': 'nav.contact',
	education: 'nav.education',
	'/education': 'nav.educationOverview',
	'study-abroad': 'nav.studyAbroad',
	'/country': 'nav.studyAbroadOverview',
	services: 'nav.services',
	'/services': 'nav.servicesOverview',
}

/**
 * The top navigation in the page's language: the pages on the site with the names editors gave them,
 * its own labels from the catalogue, its links to the same language's pages.
 */
export function useNavigation(): NavEntry[] {
	const t = useT()
	const locale = useLocale()
	const publishedLinks = usePublishedLinks()
	return useMemo(() => {
		// The editors' label (studio: Menu labels) where they wrote one in this language, else the catalogue's.
		const link = <T extends NavLinkItem>(item: T, labelKey = navigationKeys[item.to]): T => ({
			...item,
			label: publishedLinks?.menuLabels?.[item.to] ?? (labelKey ? t(labelKey) : item.label),
			to: localizedPath(item.to, locale),
		})
		return publishedNavigation(mainNavigation, publishedLinks).map((entry) =>
			entry.kind === 'link'
				? link(entry)
				: {
						...entry,
						label: t(navigationKeys[entry.id] ?? 'nav.menu'),
						overview: link(entry.overview),
						groups: entry.groups.map((group) => ({ ...link(group, undefined), links: group.links.map((item) => link(item, undefined)) })),
					},
		)
		// t changes with the locale's catalogue only
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [locale, publishedLinks])
}
