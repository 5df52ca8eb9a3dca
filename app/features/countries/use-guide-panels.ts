import { useCallback, useEffect, useRef, useState } from 'react'
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, useLocation, useMatches } from 'react-router'
import { type Islanded, isIslandRef } from '~/lib/island'
import type { GuideContent } from './guide-parts'
import type { CountryTab } from './country-tabs'

/**
 * Which of a guide's tab panels can be drawn, and with what (issue 21: a document carries only its
 * tab's panel). With the guide's content in the data (a client navigation, a test) every panel can.
 * A document carries its content as islands (lib/island.tsx) and only the panel of the tab it was
 * served on: the other panels' content is fetched as the route's data (`/country/{id}.data`, what a
 * client navigation would get) once the page is idle, or sooner when the visitor reaches for the
 * tabs, so that switching tab stays instant. Until it has arrived, the other panels are empty.
 *
 * `contentFor(tab)` is the content to draw that panel with, or null; `prefetch` asks for the rest
 * (once); `failed` says the fetch failed (the caller loads the tab's own page instead).
 */
export function useGuidePanels(content: Islanded<GuideContent>, active: CountryTab) {
	const [servedTab] = useState(active)
	const [fetched, setFetched] = useState<GuideContent | null>(null)
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
		fetchGuideContent(pathname, routeId).then(setFetched, () => {
			requested.current = false
			setFailed(true)
		})
	}, [needed, pathname, routeId])

	useEffect(() => {
		if (!needed) return
		if (typeof window.requestIdleCallback !== 'function') {
			const timer = window.setTimeout(prefetch, 1_000)
			return () => window.clearTimeout(timer)
		}
		const handle = window.requestIdleCallback(prefetch, { timeout: 3_000 })
		return () => window.cancelIdleCallback(handle)
	}, [needed, prefetch])

	const contentFor = (tab: CountryTab): Islanded<GuideContent> | null => (!needed || tab === servedTab ? content : fetched)
	return { contentFor, prefetch, failed }
}

/** The guide's content as the route's data gives it to a client navigation (single fetch). */
async function fetchGuideContent(pathname: string, routeId: string): Promise<GuideContent> {
	const response = await fetch(`${pathname.replace(/\/$/, '')}.data?${new URLSearchParams({ _routes: routeId })}`)
	if (!response.ok || !response.body) throw new Error(`The guide's content answered ${response.status}`)
	const decoded = await decodeViaTurboStream(response.body, window)
	await decoded.done
	const result = (decoded.value as Record<string, { data?: { content?: unknown } } | undefined>)[routeId]
	const content = result?.data?.content
	if (!content || isIslandRef(content)) throw new Error('The guide’s content is missing from its data')
	return content as GuideContent
}
