import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '~/features/i18n/locales'
import { useT } from '~/features/i18n/i18n'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * The why-study paragraph (its text an island of the guide), clamped to four lines by CSS. 'Read more' shows only when the text
 * overflows, measured after mount and again whenever the box changes size (the panel may be
 * hidden at first, or the phone turned).
 *
 * Without JavaScript (`@media (scripting: none)`) the text is never clamped and the button is not
 * drawn, so the whole text is readable. With JavaScript the clamp applies from the first paint,
 * and the button is in the server HTML from the start, invisible until it works and the text is
 * known to overflow: its line is reserved, so nothing below moves when it appears.
 */
export function WhyStudy({ lang, children }: { lang?: Locale; children: ReactNode }) {
	const t = useT()
	const ref = useRef<HTMLParagraphElement>(null)
	const [expanded, setExpanded] = useState(false)
	const [overflows, setOverflows] = useState(false)
	const hydrated = useHydrated()
	const id = useId()

	useEffect(() => {
		const node = ref.current
		if (!node || expanded) return
		const measure = () => {
			if (node.clientHeight > 0) setOverflows(node.scrollHeight > node.clientHeight + 1)
		}
		measure()
		const observer = new ResizeObserver(measure)
		observer.observe(node)
		return () => observer.disconnect()
	}, [expanded, children])

	const shown = hydrated && (overflows || expanded)
	return (
		<div>
			<p id={id} ref={ref} lang={lang} className={`leading-relaxed text-slate-700 ${expanded ? '' : 'line-clamp-4 noscript:line-clamp-none'}`}>
				{children}
			</p>
			<button
				type="button"
				aria-expanded={expanded}
				aria-controls={id}
				// Invisible (so neither seen, focusable nor announced) until it can act: see above.
				aria-hidden={shown ? undefined : true}
				disabled={!shown}
				onClick={() => setExpanded((e) => !e)}
				className={`mt-2 min-h-6 font-semibold text-brand-700 underline underline-offset-2 noscript:hidden hover:text-brand-900 ${shown ? '' : 'invisible'}`}
			>
				{expanded ? t('guide.readLess') : t('guide.readMore')}
			</button>
		</div>
	)
}
