import { useEffect, useId, useRef, useState } from 'react'

/**
 * The why-study paragraph, clamped to four lines by CSS. 'Read more' shows only when the text
 * overflows, measured after mount and again whenever the box changes size (the panel may be
 * hidden at first, or the phone turned).
 */
export function WhyStudy({ text }: { text: string }) {
	const ref = useRef<HTMLParagraphElement>(null)
	const [expanded, setExpanded] = useState(false)
	const [overflows, setOverflows] = useState(false)
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
	}, [expanded, text])

	return (
		<div>
			<p id={id} ref={ref} className={`leading-relaxed text-slate-700 ${expanded ? '' : 'line-clamp-4'}`}>
				{text}
			</p>
			{overflows || expanded ? (
				<button
					type="button"
					aria-expanded={expanded}
					aria-controls={id}
					onClick={() => setExpanded((e) => !e)}
					className="mt-2 min-h-6 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
				>
					{expanded ? 'Read less' : 'Read more'}
				</button>
			) : null}
		</div>
	)
}
