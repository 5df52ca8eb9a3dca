import { mainNavigation, type PublishedLinks } from './navigation'

/** The code's label of each link and group of the menus, by path; null where a path has two (a group and its link). */
const codeLabels = new Map<string, string | null>()
for (const entry of mainNavigation) {
	const items = entry.kind === 'menu' ? entry.groups.flatMap((group) => [group, ...group.links]) : [entry]
	for (const { to, label } of items) codeLabels.set(to, codeLabels.has(to) && codeLabels.get(to) !== label ? null : label)
}

/**
 * The published links as every page's data carries them: a label the code already has is left
 * out, since publishedLink() falls back to it (most labels are the code's: about 1.2 KB a page).
 */
export function linksToSend(published: PublishedLinks): PublishedLinks {
	return { ...published, labels: Object.fromEntries(Object.entries(published.labels).filter(([path, label]) => codeLabels.get(path) !== label)) }
}
