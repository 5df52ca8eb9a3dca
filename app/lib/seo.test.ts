import { describe, expect, test } from 'vitest'
import { pageMeta, shareImages } from './seo'

const base = { title: 'About Us', description: 'Our story.', pathname: '/about', origin: 'https://welsh.example', siteName: 'Welsh Education' }
const content = (tags: ReturnType<typeof pageMeta>, key: string) => {
	const tag = tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key))
	return tag && 'content' in tag ? tag.content : undefined
}

describe('pageMeta', () => {
	test('gives the canonical URL and the generic share image with its size and alt text', () => {
		const tags = pageMeta(base)
		expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://welsh.example/about' })
		expect(content(tags, 'og:image')).toBe('https://welsh.example/og/page.png')
		expect(content(tags, 'og:image:width')).toBe('1200')
		expect(content(tags, 'og:image:height')).toBe('630')
		expect(content(tags, 'og:image:alt')).toBe('Welsh Education: education and study-abroad advice')
		expect(content(tags, 'twitter:card')).toBe('summary_large_image')
		expect(content(tags, 'twitter:image')).toBe('https://welsh.example/og/page.png')
	})

	test.each(Object.keys(shareImages) as (keyof typeof shareImages)[])('the %s image is chosen by page type', (kind) => {
		expect(content(pageMeta({ ...base, image: kind }), 'og:image')).toBe(`https://welsh.example/og/${kind}.png`)
	})
})
