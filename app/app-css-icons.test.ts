import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

/**
 * The icons app.css draws (decision 027) are copies of lucide's, which icons-sprite.js does not
 * write: each must be one lucide icon, path for path, so none is mistyped or drifts from the sprite's.
 */
const lucideIcons = path.resolve('node_modules/lucide-react/dist/esm/icons')
const pathsOf = (svg: string, quote: string) => [...svg.matchAll(new RegExp(`\\bd[=:] ?${quote}([^${quote}]+)${quote}`, 'g'))].map((m) => m[1]!).sort()

test('every icon the stylesheet draws is a lucide icon, path for path', () => {
	const byPaths = new Map<string, string>()
	for (const file of fs.readdirSync(lucideIcons).filter((f) => f.endsWith('.mjs'))) {
		const paths = pathsOf(fs.readFileSync(path.join(lucideIcons, file), 'utf8'), '"')
		if (paths.length > 0) byPaths.set(paths.join('|'), file.replace(/\.mjs$/, ''))
	}
	const drawn = [...fs.readFileSync(path.resolve('app/app.css'), 'utf8').matchAll(/url\("data:image\/svg\+xml,(<svg.*?<\/svg>)"\)/g)].map((m) => m[1]!)
	expect(drawn.length).toBeGreaterThan(0)
	const names = drawn.map((svg) => byPaths.get(pathsOf(svg, "'").join('|')) ?? `not lucide: ${svg}`)
	expect(names.filter((name) => name.startsWith('not lucide'))).toEqual([])
})
