import fs from 'node:fs'
import path from 'node:path'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CountryFlag, flagNames } from './CountryFlag'

test('a flag is a reference into the flag sprite, named when labelled and hidden otherwise', () => {
	const { container } = render(
		<p>
			<CountryFlag flag="uk" label="Flag of United Kingdom" className="h-10" />
			<CountryFlag flag="new-zealand" />
		</p>,
	)
	const named = screen.getByRole('img', { name: 'Flag of United Kingdom' })
	expect(named.querySelector('use')?.getAttribute('href')).toMatch(/flag-sprite[^#]*#uk$/)
	const decorative = container.querySelectorAll('svg')[1]
	expect(decorative).toHaveAttribute('aria-hidden', 'true')
	expect(decorative?.querySelector('use')?.getAttribute('href')).toMatch(/#new-zealand$/)
})

test('the sprite has a 3:2 symbol for every flag (scripts/flags-sprite.js keeps them in step)', () => {
	const sprite = fs.readFileSync(path.join(import.meta.dirname, 'flag-sprite.svg'), 'utf8')
	for (const flag of Object.keys(flagNames)) {
		const viewBox = new RegExp(`<symbol id="${flag}" viewBox="0 0 ([\\d.]+) ([\\d.]+)">`).exec(sprite)
		expect(viewBox, flag).not.toBeNull()
		expect(Number(viewBox?.[1]) / Number(viewBox?.[2]), flag).toBeCloseTo(1.5, 2)
	}
})
