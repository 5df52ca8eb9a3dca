import { Star } from 'lucide-react'

/** Five stars filled up to the rating, with the number in brackets, e.g. (5.0). */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
	const iconClass = size === 'sm' ? 'size-4' : 'size-5'
	return (
		<span className="inline-flex items-center gap-1">
			<span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5`}</span>
			<span aria-hidden="true" className="inline-flex text-accent-500">
				{[1, 2, 3, 4, 5].map((n) => (
					<Star key={n} className={`${iconClass} ${n <= Math.round(rating) ? 'fill-current' : ''}`} />
				))}
			</span>
			<span aria-hidden="true" className="text-sm font-semibold text-slate-700">{`(${rating.toFixed(1)})`}</span>
		</span>
	)
}
