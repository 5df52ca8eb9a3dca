// node scripts/icons-sprite.js — the icons' codemod and sprite (issue 21, item 2).
// 1. Every `import { … } from 'lucide-react'` under app/ becomes the same import from
//    '~/components/ui/icons' (the same names, drawn from the sprite).
// 2. From the icon names that app/ imports from there, it writes app/components/ui/icons.ts (one
//    component per icon) and app/components/ui/icon-sprite.svg (one <symbol> per icon, taken from
//    lucide-react's own icon data), followed by the symbols of own-symbols.svg (the social
//    networks' marks and the rating's row of stars, which lucide does not draw).
// Run it again whenever an icon import is added or removed; it changes nothing when all is in step.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const appDir = path.resolve('app')
const uiDir = path.join(appDir, 'components/ui')
const lucideDir = path.resolve('node_modules/lucide-react/dist/esm')
const iconsModule = '~/components/ui/icons'
/** Types, not icons, that the icons module exports. */
const typeExports = new Set(['LucideIcon', 'IconProps'])

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = path.join(dir, entry.name)
		if (entry.isDirectory()) return sourceFiles(file)
		return /\.tsx?$/.test(entry.name) ? [file] : []
	})
}

const importFrom = (/** @type {string} */ module) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${module.replace(/[/~.-]/g, '\\$&')}'`, 'g')

// 1. The codemod.
for (const file of sourceFiles(appDir)) {
	const source = fs.readFileSync(file, 'utf8')
	const switched = source.replace(importFrom('lucide-react'), (_, names) => `import {${names}} from '${iconsModule}'`)
	if (switched !== source) {
		fs.writeFileSync(file, switched)
		console.log(`switched ${path.relative(process.cwd(), file)}`)
	}
}

// 2. The icons the app imports: the names as imported (`X as Close` is the icon X).
const used = new Set(
	sourceFiles(appDir).flatMap((file) =>
		[...fs.readFileSync(file, 'utf8').matchAll(importFrom(iconsModule))].flatMap((match) =>
			(match[1] ?? '')
				.split(',')
				.map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '')
				.filter((name) => name !== '' && !typeExports.has(name)),
		),
	),
)

// lucide-react's index names each icon file's exports, aliases included (CheckCircle2 is circle-check).
/** @type {Map<string, string>} */
const fileOfName = new Map()
for (const line of fs.readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8').split('\n')) {
	const match = /^export \{(.*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';$/.exec(line)
	if (!match) continue
	for (const name of (match[1] ?? '').matchAll(/default as (\w+)/g)) fileOfName.set(name[1] ?? '', match[2] ?? '')
}

const escapeAttribute = (/** @type {unknown} */ value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** @type {{ name: string, id: string, symbol: string }[]} */
const icons = []
for (const name of [...used].sort()) {
	const id = fileOfName.get(name)
	if (!id) throw new Error(`${name} is not a lucide-react icon`)
	/** @type {{ __iconData: { node: [string, Record<string, unknown>][] } }} */
	const iconModule = await import(pathToFileURL(path.join(lucideDir, 'icons', `${id}.mjs`)).href)
	const shapes = iconModule.__iconData.node.map(
		([tag, attributes]) =>
			`<${tag}${Object.entries(attributes)
				.filter(([attribute]) => attribute !== 'key')
				.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
				.join('')}/>`,
	)
	icons.push({ name, id, symbol: `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>` })
}

const ownSymbols = fs
	.readFileSync(path.join(uiDir, 'own-symbols.svg'), 'utf8')
	.split('\n')
	.filter((line) => line.startsWith('<symbol '))
const symbols = [...new Map(icons.map((icon) => [icon.id, icon.symbol])).values(), ...ownSymbols]
fs.writeFileSync(path.join(uiDir, 'icon-sprite.svg'), `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`)
fs.writeFileSync(
	path.join(uiDir, 'icons.ts'),
	[
		'// Written by scripts/icons-sprite.js from the icons app/ imports (lucide, ISC licence): run it again after',
		'// adding or removing one, rather than editing this file or icon-sprite.svg.',
		"import { lucideIcon } from './Icon'",
		'',
		"export type { IconProps, LucideIcon } from './Icon'",
		`export type IconName = ${[...new Set(icons.map((icon) => `'${icon.id}'`))].join(' | ')}`,
		'',
		// Pure: a chunk keeps only the icons its modules use.
		...icons.map((icon) => `export const ${icon.name} = /* @__PURE__ */ lucideIcon('${icon.id}')`),
		'',
	].join('\n'),
)
console.log(`${icons.length} icons (${symbols.length} symbols) in app/components/ui/icon-sprite.svg and icons.ts`)
