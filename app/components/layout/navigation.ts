import { useRouteLoaderData } from 'react-router'
import { countryDirectory } from '~/features/countries/country-directory'
import type { RootLoaderData } from '~/root'

export type NavLinkItem = { label: string; to: string; description?: string }
export type NavGroup = { label: string; to: string; links: NavLinkItem[] }
export type NavMenu = { id: string; label: string; overview: NavLinkItem; groups: NavGroup[] }
export type NavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'menu' } & NavMenu)

/** The Education menu: SPEC.md section 2, every /education route. */
export const educationMenu: NavMenu = {
	id: 'education',
	label: 'Education',
	overview: { label: 'All education programmes', to: '/education' },
	groups: [
		{
			label: 'University Courses',
			to: '/education/university',
			links: [
				{ label: 'Undergraduate', to: '/education/university/undergraduate' },
				{ label: 'Postgraduate', to: '/education/university/postgraduate' },
				{ label: 'PhD', to: '/education/university/phd' },
			],
		},
		{
			label: 'SKP Programs',
			to: '/education/skp',
			links: [
				{ label: 'Foundation', to: '/education/skp/foundation' },
				{ label: 'Diploma', to: '/education/skp/diploma' },
				{ label: 'Certificate', to: '/education/skp/certificate' },
			],
		},
		{
			label: 'Languages',
			to: '/education/languages',
			links: [
				{ label: 'English', to: '/education/languages/english' },
				{ label: 'French', to: '/education/languages/french' },
				{ label: 'German', to: '/education/languages/german' },
				{ label: 'Spanish', to: '/education/languages/spanish' },
			],
		},
		{
			label: 'IELTS',
			to: '/education/ielts',
			links: [
				{ label: 'IELTS Academic', to: '/education/ielts/academic' },
				{ label: 'IELTS General', to: '/education/ielts/general' },
				{ label: 'IELTS Preparation', to: '/education/ielts/preparation' },
			],
		},
	],
}

/** The Study Abroad menu: one guide per destination. */
export const studyAbroadMenu: NavMenu = {
	id: 'study-abroad',
	label: 'Study Abroad',
	overview: { label: 'All study destinations', to: '/country' },
	groups: [
		{
			label: 'Study destinations',
			to: '/country',
			links: countryDirectory.map((c) => ({ label: c.name, to: `/country/${c.id}` })),
		},
		{
			label: 'Decide with the figures',
			to: '/plan',
			links: [
				{ label: 'Cost and funding planner', to: '/plan' },
				{ label: 'Compare countries', to: '/compare' },
				{ label: 'Check your eligibility', to: '/eligibility' },
			],
		},
	],
}

export const servicesMenu: NavMenu = {
	id: 'services',
	label: 'Services',
	overview: { label: 'All services', to: '/services' },
	groups: [
		{
			label: 'Our services',
			to: '/services',
			links: [
				{ label: 'Visa Assistance', to: '/services/visa' },
				{ label: 'Accommodation', to: '/services/accommodation' },
				{ label: 'Career Counselling', to: '/services/career' },
				{ label: 'Test Preparation', to: '/services/test-prep' },
				{ label: 'Document Verification', to: '/services/documents' },
				{ label: 'Travel Insurance', to: '/services/insurance' },
			],
		},
	],
}

/** The top navigation, in SPEC.md's order. */
export const mainNavigation: NavEntry[] = [
	{ kind: 'link', label: 'Home', to: '/' },
	{ kind: 'link', label: 'All Courses', to: '/courses' },
	{ kind: 'link', label: 'About', to: '/about' },
	{ kind: 'menu', ...educationMenu },
	{ kind: 'menu', ...studyAbroadMenu },
	{ kind: 'menu', ...servicesMenu },
	{ kind: 'link', label: 'Contact', to: '/contact' },
]

/**
 * What the published content says about the site's links (site-content.server.ts): the link text
 * of the editable pages, by their path (Education pages, service pages), and the paths not on the
 * site (unpublished), whose links are left out. The menus' structure and addresses stay here.
 */
export type PublishedLinks = {
	labels: Record<string, string>
	offSite: string[]
	/** The top navigation's own links' labels (Home, All Courses…) by path, where editors wrote them in the page's language. */
	menuLabels?: Record<string, string>
}

/** A link as the published content has it; null when its page is off the site. */
export function publishedLink<Link extends { label: string; to: string }>(link: Link, published: PublishedLinks | undefined): Link | null {
	if (!published) return link
	if (published.offSite.includes(link.to)) return null
	return { ...link, label: published.labels[link.to] ?? link.label }
}

/** A menu with the published link text, without its groups and links whose pages are off the site. */
export function publishedMenu(menu: NavMenu, published: PublishedLinks | undefined): NavMenu {
	return {
		...menu,
		groups: menu.groups.flatMap((group) => {
			const shown = publishedLink(group, published)
			return shown ? [{ ...shown, links: group.links.flatMap((link) => publishedLink(link, published) ?? []) }] : []
		}),
	}
}

export function publishedNavigation(entries: NavEntry[], published: PublishedLinks | undefined): NavEntry[] {
	return entries.flatMap((entry): NavEntry[] => {
		if (entry.kind === 'menu') return [{ ...publishedMenu(entry, published), kind: 'menu' }]
		const shown = publishedLink(entry, published)
		return shown ? [shown] : []
	})
}

/** Whether the page at this path is on the site (an unpublished About page or fee schedule is not): links to it show only then. */
export function useOnSite(path: string) {
	return !usePublishedLinks()?.offSite.includes(path)
}

/** The published links of the page being shown (the frame's loader reads them; without it, the menus as written here). */
export function usePublishedLinks(): PublishedLinks | undefined {
	return useRouteLoaderData<RootLoaderData>('root')?.publishedLinks
}
