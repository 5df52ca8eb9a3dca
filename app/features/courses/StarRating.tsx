import { useId } from 'react'
import spriteHref from '~/components/ui/icon-sprite.svg?no-inline'
import { orEnglish, useT } from '~/features/i18n/i18n'

/** How much of each of the five stars is filled, to the hundredth: 4.8 → [1, 1, 1, 1, 0.8]. */
export function starFills(rating: number): number[] {
	const clamped = Math.min(5, Math.max(0, rating))
	return [0, 1, 2, 3, 4].map((i) => Math.round(Math.min(1, Math.max(0, clamped - i)) * 100) / 100)
}

const STAR_STEP = 28 // a 24-unit star and a 4-unit gap

/**
 * Five stars filled up to the rating, the last one in part (4.8 fills four and 80% of the fifth),
 * with the number in brackets, e.g. (4.8). Screen readers hear 'Rated 4.8 out of 5' (`course.enroll.rating`, in the page's language). The row of
 * five lucide stars is one symbol of the cached icon sprite (own-symbols.svg), drawn twice: in
 * outline, and filled under a clip path as wide as the rating (the gaps between stars are empty,
 * so one rectangle cuts every star to its share). A page with many ratings (the course list shows
 * 33) carries a few short tags for each, not the star's path.
 */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
	const id = useId()
	const t = useT()
	const fills = starFills(rating)
	const width = 5 * STAR_STEP - 4
	const filledWidth = fills.reduce((end, fill, i) => (fill > 0 ? i * STAR_STEP + 24 * fill : end), 0)
	const stars = `${spriteHref}#stars`
	// Five full stars (every course card's rating) need no outline under them, nor a clip.
	const full = filledWidth >= width
	return (
		<span className="rating">
			<span className="sr-only">{orEnglish(t, 'course.enroll.rating', `Rated ${rating.toFixed(1)} out of 5`, { rating: rating.toFixed(1) })}</span>
			{/* The stroke, and the fill of five full stars, come from .rating-stars (app.css): not repeated on every card. */}
			<svg aria-hidden="true" viewBox={`0 0 ${width} 24`} className={`rating-stars ${size === 'sm' ? 'h-4' : 'h-5'}${full ? '' : ' fill-none'}`}>
				{full ? (
					<use href={stars} />
				) : (
					<>
						<clipPath id={`${id}-filled`}>
							<rect width={Math.round(filledWidth * 100) / 100} height={24} />
						</clipPath>
						<use href={stars} />
						<g clipPath={`url(#${id}-filled)`} fill="currentColor">
							<use href={stars} />
						</g>
					</>
				)}
			</svg>
			<span aria-hidden="true" className="rating-number">{`(${rating.toFixed(1)})`}</span>
		</span>
	)
}
