import { ChevronLeft, ChevronRight, Pause, Play } from '~/components/ui/icons'
import { orEnglish, useT } from '~/features/i18n/i18n'
import { useEffect, useId, useState } from 'react'
import { Picture } from '~/components/ui/ResponsiveImage'
import type { AboutView } from '../about'

/** SPEC.md sections 4 and 9: the about hero cycles through its images every 4 s. */
export const SLIDE_INTERVAL_MS = 4000

/**
 * The about hero slider, following the WAI-ARIA carousel pattern: rotation stops while the
 * pointer is over it or focus is inside it, starts paused for visitors who prefer reduced motion,
 * and has previous, next and pause controls. Without JavaScript it shows the first image.
 */
export function AboutSlider({ slides, label }: { slides: AboutView['slides']; label: string }) {
	const t = useT()
	const id = useId()
	const [index, setIndex] = useState(0)
	const [mounted, setMounted] = useState(false)
	const [userPaused, setUserPaused] = useState(false)
	const [hovered, setHovered] = useState(false)
	const [focused, setFocused] = useState(false)
	const count = slides.length
	const playing = mounted && !userPaused && !hovered && !focused

	useEffect(() => {
		setMounted(true)
		if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setUserPaused(true)
	}, [])

	// One timer per shown slide, so a manual change also restarts the 4 s wait.
	useEffect(() => {
		if (!playing) return
		const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS)
		return () => window.clearTimeout(timer)
	}, [playing, index, count])

	const go = (step: number) => setIndex((i) => (i + step + count) % count)

	return (
		<section
			aria-roledescription={orEnglish(t, 'page.about.carousel', 'carousel')}
			aria-label={label}
			className="relative"
			onMouseEnter={() => setHovered(true)}
			onMouseLeave={() => setHovered(false)}
			onFocus={() => setFocused(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
			}}
		>
			<div
				id={`${id}-slides`}
				aria-live={playing ? 'off' : 'polite'}
				className="relative aspect-[12/5] w-full overflow-hidden rounded-2xl bg-brand-900"
			>
				{slides.map((slide, i) => {
					const current = i === index
					return (
						<div
							key={`${i}-${slide.src}`}
							role="group"
							aria-roledescription={orEnglish(t, 'page.about.slideRole', 'slide')}
							aria-label={t('page.about.slide', { number: i + 1, count })}
							aria-hidden={current ? undefined : true}
							inert={!current}
							className={`absolute inset-0 transition-opacity duration-700 ${current ? 'opacity-100' : 'opacity-0'}`}
						>
							<Picture
								image={slide.image ?? { src: slide.src }}
								sizes="(min-width: 1280px) 1216px, 100vw"
								alt={slide.alt}
								width={1200}
								height={500}
								loading={i === 0 ? 'eager' : 'lazy'}
								fetchPriority={i === 0 ? 'high' : undefined}
								className="size-full object-cover"
							/>
						</div>
					)
				})}
			</div>
			{/* The controls only work with JavaScript, so they appear once it runs; their row keeps its height. */}
			<div className="mt-3 flex min-h-11 items-center justify-center gap-2">
				{mounted ? (
					<>
						<button
							type="button"
							aria-controls={`${id}-slides`}
							onClick={() => go(-1)}
							className="inline-flex size-11 items-center justify-center rounded-full border border-brand-200 text-brand-800 hover:bg-brand-50"
						>
							<ChevronLeft aria-hidden="true" className="size-5" />
							<span className="sr-only">{t('page.about.previous')}</span>
						</button>
						<button
							type="button"
							onClick={() => {
								// Starting the show is an explicit request: it runs even though the pointer and focus are on this button.
								if (userPaused) {
									setFocused(false)
									setHovered(false)
								}
								setUserPaused(!userPaused)
							}}
							className="inline-flex size-11 items-center justify-center rounded-full border border-brand-200 text-brand-800 hover:bg-brand-50"
						>
							{!userPaused ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
							<span className="sr-only">{t(userPaused ? 'page.about.play' : 'page.about.pause')}</span>
						</button>
						<button
							type="button"
							aria-controls={`${id}-slides`}
							onClick={() => go(1)}
							className="inline-flex size-11 items-center justify-center rounded-full border border-brand-200 text-brand-800 hover:bg-brand-50"
						>
							<ChevronRight aria-hidden="true" className="size-5" />
							<span className="sr-only">{t('page.about.next')}</span>
						</button>
						<p className="ml-3 text-sm font-medium text-slate-700">
							{t('page.about.slide', { number: index + 1, count })}
						</p>
					</>
				) : null}
			</div>
		</section>
	)
}
