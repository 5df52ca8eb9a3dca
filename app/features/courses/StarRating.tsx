import { useId } from 'react'

/** How much of each of the five stars is filled, to the hundredth: 4.8 → [1, 1, 1, 1, 0.8]. */
export function starFills(rating: number): number[] {
	const clamped = Math.min(5, Math.max(0, rating))
	return [0, 1, 2, 3, 4].map((i) => Math.round(Math.min(1, Math.max(0, clamped - i)) * 100) / 100)
}

// lucide's star (the site's icon set), drawn five times from one definition.
const STAR_PATH =
	'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'
const STAR_STEP = 28 // a 24-unit star and a 4-unit gap

/**
 * Five stars filled up to the rating, the last one in part (4.8 fills four and 80% of the fifth),
 * with the number in brackets, e.g. (4.8). Screen readers hear 'Rated 4.8 out of 5'. One small SVG
 * per rating: the course list shows 33 of them, so each star is a `<use>` of one path, and the
 * filled copies are cut to their fraction by a clip path.
 */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
	const id = useId()
	const fills = starFills(rating)
	const width = 5 * STAR_STEP - 4
	return (
		<span className="inline-flex items-center gap-1">
			<span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5`}</span>
			<svg
				aria-hidden="true"
				viewBox={`0 0 ${width} 24`}
				className={`${size === 'sm' ? 'h-4' : 'h-5'} w-auto shrink-0 text-accent-500`}
				fill="none"
				stroke="currentColor"
				strokeWidth={2}
				strokeLinejoin="round"
			>
				<defs>
					<path id={`${id}-star`} d={STAR_PATH} />
					<clipPath id={`${id}-filled`}>
						{fills.map((fill, i) => (fill > 0 ? <rect key={i} data-fill={fill} x={i * STAR_STEP} width={24 * fill} height={24} /> : null))}
					</clipPath>
				</defs>
				{fills.map((_, i) => (
					<use key={i} href={`#${id}-star`} x={i * STAR_STEP} />
				))}
				<g clipPath={`url(#${id}-filled)`} fill="currentColor">
					{fills.map((_, i) => (
						<use key={i} href={`#${id}-star`} x={i * STAR_STEP} />
					))}
				</g>
			</svg>
			<span aria-hidden="true" className="text-sm font-semibold text-slate-700">{`(${rating.toFixed(1)})`}</span>
		</span>
	)
}
