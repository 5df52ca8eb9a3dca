import { useState } from 'react'
import { useT } from '~/features/i18n/i18n'

/** SPEC.md section 9: the needle turns 500 ms after load. */
export const GAUGE_DELAY_MS = 500

/** The gauge's band, as its message key: lower below 60°, moderate below 120°, else higher. */
export function costLevel(gaugePosition: number) {
	if (gaugePosition < 60) return 'guide.cost.level.lower'
	if (gaugePosition < 120) return 'guide.cost.level.moderate'
	return 'guide.cost.level.higher'
}

/**
 * A half-dial from cheap (left, 0°) to dear (right, 180°). The needle is drawn at gaugePosition;
 * a CSS animation (animate-gauge-needle in app.css) holds it at 0° for 500 ms and then turns it.
 * A CSS animation runs only while its element is displayed and starts when it is first shown, so
 * the needle turns 500 ms after the COST OF LIVING panel appears, or 500 ms after load when the
 * page opens on that tab, and never unseen in a hidden panel. It needs no JavaScript (without
 * it, or before hydration, the needle still turns), and with reduced motion there is no
 * animation: the needle simply points at its position. Once it has turned it stays put, so
 * coming back to the tab does not play it again.
 */
export function CostGauge({ gaugePosition, countryName }: { gaugePosition: number; countryName: string }) {
	const [turned, setTurned] = useState(false)
	const t = useT()
	const level = t(costLevel(gaugePosition))
	return (
		<figure className="mx-auto w-full max-w-xs text-center">
			<svg
				viewBox="0 0 200 120"
				width="240"
				height="144"
				role="img"
				aria-label={t('guide.cost.gauge', { name: countryName, level: level.toLowerCase() })}
				className="mx-auto h-auto w-full max-w-60"
			>
				<path d="M 20 100 A 80 80 0 0 1 60 30.7" fill="none" stroke="#16a34a" strokeWidth="18" />
				<path d="M 60 30.7 A 80 80 0 0 1 140 30.7" fill="none" stroke="#f59e0b" strokeWidth="18" />
				<path d="M 140 30.7 A 80 80 0 0 1 180 100" fill="none" stroke="#dc2626" strokeWidth="18" />
				<g
					data-testid="gauge-needle"
					data-angle={gaugePosition}
					className={turned ? undefined : 'animate-gauge-needle motion-reduce:animate-none'}
					style={{
						transform: `rotate(${gaugePosition}deg)`,
						transformOrigin: '100px 100px',
						animationDelay: `${GAUGE_DELAY_MS}ms`,
					}}
					onAnimationEnd={() => setTurned(true)}
				>
					<line x1="100" y1="100" x2="32" y2="100" stroke="#172554" strokeWidth="5" strokeLinecap="round" />
				</g>
				<circle cx="100" cy="100" r="9" fill="#172554" />
			</svg>
			<figcaption className="mt-2 flex justify-between text-sm font-semibold text-slate-700">
				<span>{t('guide.cost.lower')}</span>
				<span className="text-brand-900">{level}</span>
				<span>{t('guide.cost.higher')}</span>
			</figcaption>
		</figure>
	)
}
