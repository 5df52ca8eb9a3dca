import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { allServices } from './services'
import { staticContent, staticContentProblems, validateStaticContent } from './static-content.server'

describe('static content', () => {
	test('every content module matches its schema, exactly as written (no parse fills or changes anything)', () => {
		expect(staticContentProblems()).toEqual([])
		expect(() => validateStaticContent()).not.toThrow()
	})

	test('covers every content module the pages read', () => {
		expect(staticContent.map((entry) => entry.name.split(' ')[0])).toEqual([
			'about.ts',
			'blog-posts.ts',
			'faqs.ts',
			'featured-courses.ts',
			'fees.ts',
			'services.ts',
			'team.ts',
			'testimonials.ts',
			'education-programmes.ts',
		])
	})

	test('a bad edit fails loudly, naming the module and the field', () => {
		const services = staticContent.find((entry) => entry.name.startsWith('services.ts'))!
		const broken = [{ ...allServices[0]!, summary: 'Too short' }, ...allServices.slice(1)]
		expect(() => validateStaticContent([{ ...services, data: broken }])).toThrow(/services\.ts allServices:[\s\S]*summary/)
	})

	test('data that relies on a default or transform of its schema is refused: the browser never parses it', () => {
		const withDefault = z.object({ points: z.array(z.string()).default([]) })
		expect(staticContentProblems([{ name: 'example.ts', schema: withDefault, data: {} }])).toEqual([
			'example.ts: parsing changes the data (a default or transform); write the data out in full',
		])
	})
})
