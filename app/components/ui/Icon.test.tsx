import fs from 'node:fs'
import path from 'node:path'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Icon } from './Icon'
import * as icons from './icons'

test('an icon is a reference into the sprite, hidden from screen readers unless it is named', () => {
	const { container } = render(
		<p>
			<icons.Mail className="size-4" />
			<Icon name="phone" aria-label="Phone" strokeWidth={1.5} />
		</p>,
	)
	const [decorative, named] = [...container.querySelectorAll('svg')]
	expect(decorative).toHaveAttribute('aria-hidden', 'true')
	expect(decorative).toHaveClass('icon', 'size-4')
	expect(decorative?.querySelector('use')?.getAttribute('href')).toMatch(/icon-sprite[^#]*#mail$/)
	expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-hidden')
	expect(named).toHaveStyle({ strokeWidth: '1.5' })
})

test('the sprite has a symbol for every icon the app imports (scripts/icons-sprite.js keeps them in step)', () => {
	const sprite = fs.readFileSync(path.join(import.meta.dirname, 'icon-sprite.svg'), 'utf8')
	const source = fs.readFileSync(path.join(import.meta.dirname, 'icons.ts'), 'utf8')
	const ids = [...source.matchAll(/lucideIcon\('([a-z0-9-]+)'\)/g)].map((match) => match[1])
	expect(ids.length).toBeGreaterThan(0)
	for (const id of ids) expect(sprite, id).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`)
})
