import { createContext, type HTMLAttributes, type MouseEvent, type ReactNode, useContext } from 'react'
import { useNavigate } from 'react-router'

/**
 * Static islands (docs/performance.md, "HTML weight"): read-only content whose markup the server
 * renders, without sending its data again for hydration. A loader answering a document request
 * keeps such content on the server (islands.server.ts) and returns this reference in its place; a
 * data request (client navigation, revalidation) gets the content itself.
 */
export type IslandRef = { island: string }

/** A loader's value that a document request leaves on the server. */
export type Islanded<T> = T | IslandRef

export function isIslandRef(value: unknown): value is IslandRef {
	return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as IslandRef).island === 'string'
}

/**
 * An island's markup rendered beforehand and shared by every request that shows the same content
 * (islands.server.ts, islandMarkup): the render inserts it as it is. `version` stands for it in
 * the keys of stored pages.
 */
export class PrerenderedIsland {
	constructor(
		readonly html: string,
		readonly version: string,
	) {}

	toJSON() {
		return `prerendered:${this.version}`
	}
}

/** The content the loaders kept for this document render; only the server render provides it. */
export const IslandContent = createContext<ReadonlyMap<string, unknown> | null>(null)

export const IslandContentProvider = IslandContent.Provider

/** The markup each island of this document was served with, read once from the page. */
const served = new Map<string, string>()

function servedMarkup(name: string, id: string | undefined): string {
	let markup = served.get(name)
	if (markup === undefined) {
		markup = (id ? document.getElementById(id) : document.querySelector(`[data-island="${CSS.escape(name)}"]`))?.innerHTML ?? ''
		served.set(name, markup)
	}
	return markup
}

/**
 * How the browser finds an island's markup: by the element's id where it has one (an accordion's
 * question or answer: ten of each on a page), else by its name in `data-island`.
 */
function marked(name: string, id: string | undefined) {
	return id ? {} : { 'data-island': name }
}

type IslandTag = 'div' | 'span' | 'ul' | 'dl' | 'p' | 'button'

/**
 * The island element's own attributes, handlers and, on a `button`, its type: what a component
 * that draws the element (an accordion's trigger or answer, through `asChild`) gives it. `lang`
 * only where its text's language differs from the page's.
 */
export type IslandAttributes = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & { type?: 'button' }

/**
 * One island: `children(value)` rendered in a `tag` element. In the server's render of a document
 * the value comes from the content the loader kept; in the browser, for that document, React takes
 * the element's server markup as it is (set as its inner HTML, which hydration neither compares nor
 * replaces), so nothing flickers and the content needs no data. With the content in the loader's
 * data it renders like any component. `name` is unique in the page: it finds the markup, unless
 * the element's `id` does.
 * Nothing inside may need JavaScript (no state, no handler); its links that were `<Link>`s still
 * navigate in place (ServedIsland). The element itself may (a button's click).
 */
export function Island<T>({
	name,
	value,
	tag: Tag = 'div',
	children,
	...attributes
}: IslandAttributes & {
	name: string
	value: Islanded<T>
	tag?: IslandTag
	children: (value: T) => ReactNode
}) {
	const kept = useContext(IslandContent)
	if (!isIslandRef(value)) return <Tag {...attributes}>{children(value)}</Tag>
	if (kept) {
		if (!kept.has(value.island)) throw new Error(`No content kept for island ${value.island}`)
		const content = kept.get(value.island)
		if (content instanceof PrerenderedIsland) return <Tag {...attributes} {...marked(name, attributes.id)} dangerouslySetInnerHTML={{ __html: content.html }} />
		return (
			<Tag {...attributes} {...marked(name, attributes.id)}>
				{children(content as T)}
			</Tag>
		)
	}
	return <ServedIsland name={name} tag={Tag} {...attributes} />
}

/**
 * The server's markup, kept. Its `<Link>`s are plain anchors now (React Router marks them
 * `data-discover`): a plain click on one navigates in place, as the Link would have; other links
 * (Markdown's, downloads, other sites) and modified clicks keep the browser's behaviour.
 */
function ServedIsland({ name, tag: Tag, onClick, ...attributes }: IslandAttributes & { name: string; tag: IslandTag }) {
	const navigate = useNavigate()
	const followLink = (event: MouseEvent<HTMLElement>) => {
		onClick?.(event)
		if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
		const link = event.target instanceof Element ? event.target.closest('a[data-discover]') : null
		if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.origin !== window.location.origin) return
		event.preventDefault()
		void navigate(`${link.pathname}${link.search}${link.hash}`)
	}
	return <Tag {...attributes} {...marked(name, attributes.id)} dangerouslySetInnerHTML={{ __html: servedMarkup(name, attributes.id) }} suppressHydrationWarning onClick={followLink} />
}
