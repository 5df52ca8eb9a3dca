import { ChevronLeft, ChevronRight, Pause, Play } from '~/components/ui/icons'
import { type PointerEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useT } from '~/features/i18n/i18n'
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
 *
 * Until the page is interactive (or without JavaScript) previous, next and the dots are links to
 * ?tab=visa&visa=N, which the server renders with that slide showing, so every slide can be reached.
 * `children(i)` draws slide i's body: the slides are the guide's islands, the slider moves between them.
 */
export function VisaSlider({ titles, countryName, visible, children }: { titles: string[]; countryName: string; visible: boolean; children: (index: number) => ReactNode }) {
	const t = useT()
	const [searchParams] = useSearchParams()
	const [index, setIndex] = useState(() => slideFromParam(searchParams.get('visa'), titles.length))
	const [mouseOver, setMouseOver] = useState(false)
	const [keyboardFocus, setKeyboardFocus] = useState(false)
	/** The visitor's own choice with the Pause/Play button; until then, reduced motion decides. */
	const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
	const reducedMotion = usePrefersReducedMotion()
	const hydrated = useHydrated()
	const id = useId()
	const count = titles.length
	const playing = (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play'
	const moving = hydrated && visible && count > 1 && playing && !mouseOver && !keyboardFocus

	// Re-armed on every slide change, so a manual move cancels the pending timer; showing the
	// panel again starts a fresh 5 s.
	useEffect(() => {
		if (!moving) return
		const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), VISA_SLIDE_INTERVAL_MS)
		return () => window.clearTimeout(timer)
	}, [moving, index, count])

	const wrap = (next: number) => ((next % count) + count) % count
	const go = (next: number) => setIndex(wrap(next))
	const slideHref = (next: number) => {
		const params = new URLSearchParams(searchParams)
		params.set('tab', 'visa')
		params.set('visa', String(wrap(next) + 1))
		return `?${params}`
	}
	/** A button once hydrated; before, a link to the same slide's URL, styled the same. */
	const control = (next: number, props: { label: string; className: string; current?: boolean; children: ReactNode }) =>
		hydrated ? (
			<button
				type="button"
				aria-label={props.label}
				aria-controls={id}
				aria-current={props.current ? 'true' : undefined}
				onClick={() => go(next)}
				className={props.className}
			>
				{props.children}
			</button>
		) : (
			<a href={slideHref(next)} aria-label={props.label} aria-current={props.current ? 'true' : undefined} className={props.className}>
				{props.children}
			</a>
		)
	// Only a real mouse hovers: touch and pen fire pointerenter on a tap with no matching leave.
	const onPointerEnter = (event: PointerEvent) => {
		if (event.pointerType === 'mouse') setMouseOver(true)
	}
	const onPointerLeave = (event: PointerEvent) => {
		if (event.pointerType === 'mouse') setMouseOver(false)
	}

	return (
		<section
			aria-roledescription={t('guide.visa.carousel')}
			aria-label={t('guide.visa.label', { name: countryName })}
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
							{playing ? t('guide.visa.pause') : t('guide.visa.play')}
						</button>
						{control(index - 1, {
							label: t('guide.visa.previous'),
							className: arrowClassName,
							children: <ChevronLeft className="size-5" aria-hidden="true" />,
						})}
						{control(index + 1, {
							label: t('guide.visa.next'),
							className: arrowClassName,
							children: <ChevronRight className="size-5" aria-hidden="true" />,
						})}
					</div>
				) : null}
			</div>
			<div id={id} aria-live={moving ? 'off' : 'polite'} className="mt-4">
				{titles.map((title, i) => (
					<article
						key={title}
						role="group"
						aria-roledescription={t('guide.visa.slide')}
						aria-label={t('guide.visa.slideLabel', { number: i + 1, count, title })}
						hidden={i !== index}
						className="min-h-48 rounded-xl bg-white p-5 shadow-sm"
					>
						{children(i)}
					</article>
				))}
			</div>
			{count > 1 ? (
				<ul className="mt-4 flex justify-center gap-1" aria-label={t('guide.visa.choose')}>
					{titles.map((title, i) => (
						<li key={title}>
							{control(i, {
								label: t('guide.visa.show', { title }),
								current: i === index,
								className: 'flex size-6 items-center justify-center',
								children: <span aria-hidden="true" className={`block size-2.5 rounded-full ${i === index ? 'bg-brand-800' : 'bg-slate-400'}`} />,
							})}
						</li>
					))}
				</ul>
			) : null}
		</section>
	)
}

const arrowClassName =
	'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100'

/** ?visa=N (1-based) names the first slide shown; anything else shows the first. */
export function slideFromParam(value: string | null, count: number) {
	const n = value && /^\d{1,3}$/.test(value) ? Number(value) : 1
	return n >= 1 && n <= count ? n - 1 : 0
}

function isKeyboardFocus(element: Element) {
	try {
		return element.matches(':focus-visible')
	} catch {
		// A browser without :focus-visible: treat all focus as keyboard focus, the safer pause.
		return true
	}
}
