import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { type PointerEvent, useEffect, useId, useState } from 'react'
import type { VisaType } from './country-guide'
import { useHydrated } from '~/lib/use-hydrated'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/** SPEC.md section 9: the visa slider advances every 5 s. */
export const VISA_SLIDE_INTERVAL_MS = 5_000

/**
 * One visa type at a time, advancing every 5 s and wrapping around (SPEC.md section 4), but only
 * while its tab panel is shown: a hidden slider never moves. Previous and next cancel the pending
 * timer (a fresh 5 s starts). It pauses while a mouse rests on it or keyboard focus is inside it;
 * a tap on a touch screen is not a hover, so it never pauses it for good. A Pause/Play button
 * (WCAG 2.2.2) says what pressing it will do; for visitors who ask for reduced motion the slides
 * start still and the button offers Play.
 */
export function VisaSlider({ types, countryName, visible }: { types: VisaType[]; countryName: string; visible: boolean }) {
	const [index, setIndex] = useState(0)
	const [mouseOver, setMouseOver] = useState(false)
	const [keyboardFocus, setKeyboardFocus] = useState(false)
	/** The visitor's own choice with the Pause/Play button; until then, reduced motion decides. */
	const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
	const reducedMotion = usePrefersReducedMotion()
	const hydrated = useHydrated()
	const id = useId()
	const count = types.length
	const playing = (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play'
	const moving = hydrated && visible && count > 1 && playing && !mouseOver && !keyboardFocus

	// Re-armed on every slide change, so a manual move cancels the pending timer; showing the
	// panel again starts a fresh 5 s.
	useEffect(() => {
		if (!moving) return
		const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), VISA_SLIDE_INTERVAL_MS)
		return () => window.clearTimeout(timer)
	}, [moving, index, count])

	const go = (next: number) => setIndex(((next % count) + count) % count)
	// Only a real mouse hovers: touch and pen fire pointerenter on a tap with no matching leave.
	const onPointerEnter = (event: PointerEvent) => {
		if (event.pointerType === 'mouse') setMouseOver(true)
	}
	const onPointerLeave = (event: PointerEvent) => {
		if (event.pointerType === 'mouse') setMouseOver(false)
	}

	return (
		<section
			aria-roledescription="carousel"
			aria-label={`${countryName} visa types`}
			className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
			onPointerEnter={onPointerEnter}
			onPointerLeave={onPointerLeave}
			// Keyboard focus pauses it (so a keyboard user can read); a tap or click that focuses a
			// button does not, or a touch visitor's slider would stay paused until they tapped elsewhere.
			onFocus={(event) => {
				if (isKeyboardFocus(event.target)) setKeyboardFocus(true)
			}}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false)
			}}
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<p className="text-sm font-semibold text-slate-600" aria-hidden="true">
					{index + 1} / {count}
				</p>
				{count > 1 ? (
					<div className="flex items-center gap-2">
						{/* Before hydration nothing moves and the button could not work: it keeps its place
						    (no layout shift) but is invisible, so it never claims to pause anything. */}
						<button
							type="button"
							onClick={() => setChoice(playing ? 'pause' : 'play')}
							disabled={!hydrated}
							className={`inline-flex h-11 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 ${hydrated ? '' : 'invisible'}`}
						>
							{playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
							{playing ? 'Pause slides' : 'Play slides'}
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

function isKeyboardFocus(element: Element) {
	try {
		return element.matches(':focus-visible')
	} catch {
		// A browser without :focus-visible: treat all focus as keyboard focus, the safer pause.
		return true
	}
}
