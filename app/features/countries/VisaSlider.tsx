import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import type { VisaType } from './country-schema'
import { useHydrated } from './use-hydrated'

/** SPEC.md section 9: the visa slider advances every 5 s. */
export const VISA_SLIDE_INTERVAL_MS = 5_000

function usePrefersReducedMotion() {
	const [reduced, setReduced] = useState(false)
	useEffect(() => {
		const query = window.matchMedia('(prefers-reduced-motion: reduce)')
		setReduced(query.matches)
		const onChange = () => setReduced(query.matches)
		query.addEventListener('change', onChange)
		return () => query.removeEventListener('change', onChange)
	}, [])
	return reduced
}

/**
 * One visa type at a time, advancing every 5 s and wrapping around (SPEC.md section 4).
 * Previous and next cancel the pending timer (a fresh 5 s starts). It pauses while hovered or
 * focused, has a pause button (WCAG 2.2.2), and does not move by itself for reduced motion.
 */
export function VisaSlider({ types, countryName }: { types: VisaType[]; countryName: string }) {
	const [index, setIndex] = useState(0)
	const [hovered, setHovered] = useState(false)
	const [focused, setFocused] = useState(false)
	const [stopped, setStopped] = useState(false)
	const reducedMotion = usePrefersReducedMotion()
	const hydrated = useHydrated()
	const id = useId()
	const count = types.length
	const autoplay = hydrated && count > 1 && !stopped && !reducedMotion
	const moving = autoplay && !hovered && !focused

	// Re-armed on every slide change, so a manual move cancels the pending timer.
	useEffect(() => {
		if (!moving) return
		const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), VISA_SLIDE_INTERVAL_MS)
		return () => window.clearTimeout(timer)
	}, [moving, index, count])

	const go = (next: number) => setIndex(((next % count) + count) % count)

	return (
		<section
			aria-roledescription="carousel"
			aria-label={`${countryName} visa types`}
			className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
			onMouseEnter={() => setHovered(true)}
			onMouseLeave={() => setHovered(false)}
			onFocus={() => setFocused(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
			}}
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<p className="text-sm font-semibold text-slate-600" aria-hidden="true">
					{index + 1} / {count}
				</p>
				{count > 1 ? (
					<div className="flex items-center gap-2">
						<button
							type="button"
							onClick={() => setStopped((s) => !s)}
							disabled={!hydrated || reducedMotion}
							className="inline-flex h-11 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
						>
							{stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
							{stopped ? 'Play slides' : 'Pause slides'}
						</button>
						<button
							type="button"
							aria-label="Previous visa type"
							aria-controls={id}
							onClick={() => go(index - 1)}
							disabled={!hydrated}
							className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:opacity-60"
						>
							<ChevronLeft className="size-5" aria-hidden="true" />
						</button>
						<button
							type="button"
							aria-label="Next visa type"
							aria-controls={id}
							onClick={() => go(index + 1)}
							disabled={!hydrated}
							className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:opacity-60"
						>
							<ChevronRight className="size-5" aria-hidden="true" />
						</button>
					</div>
				) : null}
			</div>
			<div id={id} aria-live={moving ? 'off' : 'polite'} className="mt-4">
				{types.map((visa, i) => (
					<article
						key={visa.title}
						role="group"
						aria-roledescription="slide"
						aria-label={`${i + 1} of ${count}: ${visa.title}`}
						hidden={i !== index}
						className="min-h-48 rounded-xl bg-white p-5 shadow-sm"
					>
						<p className="text-xs font-semibold tracking-wide text-accent-600 uppercase">{visa.type}</p>
						<h3 className="mt-1 text-xl font-bold text-brand-900">{visa.title}</h3>
						<p className="mt-2 text-lg font-semibold text-slate-800">
							<span className="sr-only">Fee: </span>
							{visa.cost}
						</p>
						<p className="mt-3 text-slate-700">{visa.description}</p>
					</article>
				))}
			</div>
			{count > 1 ? (
				<ul className="mt-4 flex justify-center gap-1" aria-label="Choose a visa type">
					{types.map((visa, i) => (
						<li key={visa.title}>
							<button
								type="button"
								aria-label={`Show ${visa.title}`}
								aria-current={i === index ? 'true' : undefined}
								aria-controls={id}
								onClick={() => go(i)}
								disabled={!hydrated}
								className="flex size-6 items-center justify-center"
							>
								<span
									aria-hidden="true"
									className={`block size-2.5 rounded-full ${i === index ? 'bg-brand-800' : 'bg-slate-400'}`}
								/>
							</button>
						</li>
					))}
				</ul>
			) : null}
		</section>
	)
}
