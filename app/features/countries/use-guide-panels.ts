import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, useLocation, useMatches } from 'react-router'
import { whenIdleAfterLoad } from '~/components/ui/LazyForm'
import { type Islanded, isIslandRef } from '~/lib/island'
import type { CompiledCatalogue } from '~/features/i18n/i18n'
import type { GuideContent, GuideFrame } from './guide-parts'
import type { CountryTab } from './country-tabs'

/** What one panel is drawn with: the guide's content, its frame, and the messages fetched with them (when fetched). */
export type GuidePanelData = { content: Islanded<GuideContent>; frame: GuideFrame; messages?: CompiledCatalogue }

/** The guide's route data as fetched: its content, its whole frame and every message its panels use. */
type FetchedGuide = { content: GuideContent; frame: GuideFrame; messages: CompiledCatalogue }

/**
 * Which of a guide's tab panels can be drawn, and with what (issue 21: a document carries only its
 * tab's panel). With the guide's content in the data (a client navigation, a test) every panel can.
 * A document carries its content as islands (lib/island.tsx) and only the panel of the tab it was
 * served on: the other panels' content is fetched as the route's data (`/country/{id}.data`, what a
 * client navigation would get) once the page is idle, or sooner when the visitor reaches for the
 * tabs, so that switching tab stays instant. Until it has arrived, the other panels are empty.
 *
 * The document's frame and messages leave out what only the other panels use (guideFrame,
 * guidePageMessages); the fetched data has them.
 *
 * `panelFor(tab)` is what to draw that panel with, or null; `prefetch` asks for the rest
 * (once); `failed` says the fetch failed (the caller loads the tab's own page instead).
 */
export function useGuidePanels(content: Islanded<GuideContent>, frame: GuideFrame, active: CountryTab) {
	const [servedTab] = useState(active)
	const [fetched, setFetched] = useState<FetchedGuide | null>(null)
	const [failed, setFailed] = useState(false)
	const requested = useRef(false)
	const { pathname } = useLocation()
	const matches = useMatches()
	const routeId = matches[matches.length - 1]?.id ?? ''
	const needed = isIslandRef(content)

	const prefetch = useCallback(() => {
		if (!needed || requested.current) return
		requested.current = true
		setFailed(false)
		// A transition: React renders the seven panels in slices that yield to the browser, not in one
		// long task of the first seconds (issue 21, item 4: it counted in the guide's blocking time).
		fetchGuideContent(pathname, routeId).then((guide) => startTransition(() => setFetched(guide)), () => {
			requested.current = false
			setFailed(true)
		})
	}, [needed, pathname, routeId])

	useEffect(() => (needed ? whenIdleAfterLoad(prefetch) : undefined), [needed, prefetch])

	const panelFor = (tab: CountryTab): GuidePanelData | null => (!needed || tab === servedTab ? { content, frame } : fetched)
	return { panelFor, prefetch, failed }
}

/** The guide's content, frame and messages as the route's data gives them to a client navigation (single fetch). */
async function fetchGuideContent(pathname: string, routeId: string): Promise<FetchedGuide> {
	const response = await fetch(`${pathname.replace(/\/$/, '')}.data?${new URLSearchParams({ _routes: routeId })}`)
	if (!response.ok || !response.body) throw new Error(`The guide's content answered ${response.status}`)
	const decoded = await decodeViaTurboStream(response.body, window)
	await decoded.done
	const data = (decoded.value as Record<string, { data?: { content?: unknown; country?: GuideFrame; messages?: CompiledCatalogue } } | undefined>)[routeId]?.data
	if (!data?.content || isIslandRef(data.content) || !data.country || !data.messages) throw new Error('The guide’s content is missing from its data')
	return { content: data.content as GuideContent, frame: data.country, messages: data.messages }
}
