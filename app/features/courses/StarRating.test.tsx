import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { expect, test } from 'vitest'
import { compiledCatalogue } from '~/features/i18n/catalogues.server'
import { PageLanguageProvider } from '~/features/i18n/i18n'
import { StarRating, starFills } from './StarRating'

/** The rating's words come from the page's catalogue (`course.enroll.rating`). */
const inLanguage = (locale: 'en' | 'pa' | 'hi', element: ReactElement) => render(<PageLanguageProvider value={{ locale, messages: compiledCatalogue(locale) }}>{element}</PageLanguageProvider>)

test('4.8 fills four stars and 80% of the fifth, not five (no rounding)', () => {
	expect(starFills(4.8)).toEqual([1, 1, 1, 1, 0.8])
	expect(starFills(5)).toEqual([1, 1, 1, 1, 1])
	expect(starFills(3.25)).toEqual([1, 1, 1, 0.25, 0])
	expect(starFills(0)).toEqual([0, 0, 0, 0, 0])
	expect(starFills(7)).toEqual([1, 1, 1, 1, 1])
})

/**
 * The drawn fill of each star: the share of it the filled row's clip path leaves (0% for none), or
 * all of each when the row is drawn once, filled. The row's stars are 24 units wide and 28 apart
 * (the `stars` symbol of the icon sprite).
 */
function drawnFills(container: HTMLElement) {
	const svg = container.querySelector('svg')
	// The stylesheet fills .rating-stars; a row drawn in part is `fill-none`, filled under its clip.
	if (svg && !svg.classList.contains('fill-none')) {
		expect(svg.querySelectorAll('use')).toHaveLength(1)
		return ['100%', '100%', '100%', '100%', '100%']
	}
	const rects = [...container.querySelectorAll('clipPath rect')]
	expect(rects).toHaveLength(1)
	const width = Number(rects[0]?.getAttribute('width'))
	return [0, 1, 2, 3, 4].map((i) => `${Math.round(Math.min(1, Math.max(0, (width - i * 28) / 24)) * 100)}%`)
}

test('the detail page’s 4.8 draws a partial fifth star, says (4.8) and is read as "Rated 4.8 out of 5"', () => {
	const { container } = inLanguage('en', <StarRating rating={4.8} size="md" />)
	expect(screen.getByText('Rated 4.8 out of 5')).toBeInTheDocument()
	expect(screen.getByText('(4.8)')).toBeInTheDocument()
	expect(drawnFills(container)).toEqual(['100%', '100%', '100%', '100%', '80%'])
})

test('the cards’ fixed 5.0 draws five full stars and says (5.0)', () => {
	const { container } = inLanguage('en', <StarRating rating={5} />)
	expect(screen.getByText('Rated 5.0 out of 5')).toBeInTheDocument()
	expect(screen.getByText('(5.0)')).toBeInTheDocument()
	expect(drawnFills(container)).toEqual(['100%', '100%', '100%', '100%', '100%'])
})

test('Punjabi and Hindi pages read the rating in their language', () => {
	inLanguage('pa', <StarRating rating={4.8} />)
	expect(screen.getByText('5 ਵਿੱਚੋਂ 4.8 ਰੇਟਿੰਗ')).toBeInTheDocument()
	inLanguage('hi', <StarRating rating={4.8} />)
	expect(screen.getByText('5 में से 4.8 रेटिंग')).toBeInTheDocument()
})
