import { useContext } from 'react'
import { type Islanded, IslandContent, isIslandRef } from './island'

// Its own module: only /book reads options back, so no other page's first load carries it.
type Option = { value: string; label: string }
/** The options the browser read back from the served page, by their select or radio group. */
const servedOptions = new Map<string, Option[]>()

/**
 * The options of a form's `<select>` or radio group (which stay React's), kept for a document's
 * render like an island's content (island()): the server renders them, and the browser reads them
 * back from the served select or group (`selector`, unique in the page) when it hydrates, so they
 * are sent once, as markup. Options in the data (a data request) are used as they are.
 */
export function useServedOptions(selector: string, options: Islanded<Option[]>): Option[] {
	const kept = useContext(IslandContent)
	if (!isIslandRef(options)) return options
	if (kept) return kept.get(options.island) as Option[]
	let served = servedOptions.get(selector)
	if (!served) {
		const element = document.querySelector(selector)
		// textContent, not text: the label exactly as rendered, so hydration matches.
		served =
			element instanceof HTMLSelectElement
				? [...element.options].map((option) => ({ value: option.value, label: option.textContent ?? '' }))
				: [...(element?.querySelectorAll('input') ?? [])].map((radio) => ({ value: radio.value, label: radio.labels?.[0]?.textContent ?? '' }))
		servedOptions.set(selector, served)
	}
	return served
}
