import { Star } from 'lucide-react'

/** How much of each of the five stars is filled, to the hundredth: 4.8 → [1, 1, 1, 1, 0.8]. */
export function starFills(rating: number): number[] {
	const clamped = Math.min(5, Math.max(0, rating))
	return [0, 1, 2, 3, 4].map((i) => Math.round(Math.min(1, Math.max(0, clamped - i)) * 100) / 100)
}

/**
 * Five stars filled up to the rating, the last one in part (4.8 fills four and 80% of the fifth),
 * with the number in brackets, e.g. (4.8). Screen readers hear 'Rated 4.8 out of 5'.
 */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
	const iconClass = size === 'sm' ? 'size-4' : 'size-5'
	return (
		<span className="inline-flex items-center gap-1">
			<span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5`}</span>
			<span aria-hidden="true" className="inline-flex text-accent-500">
				{starFills(rating).map((fill, i) => (
					<span key={i} className={`relative inline-block shrink-0 ${iconClass}`}>
						<Star className={`absolute inset-0 ${iconClass}`} />
						{fill > 0 ? (
							// The filled star, cut to the fraction: a width in percent, so it stays exact at any size.
							<span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
								<Star className={`max-w-none fill-current ${iconClass}`} />
							</span>
						) : null}
					</span>
				))}
			</span>
			<span aria-hidden="true" className="text-sm font-semibold text-slate-700">{`(${rating.toFixed(1)})`}</span>
		</span>
	)
}
