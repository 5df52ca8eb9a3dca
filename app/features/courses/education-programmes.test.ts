import { expect, test } from 'vitest'
import { educationMenu } from '~/components/layout/navigation'
import { findEducationProgramme } from '~/features/content/site-content.server'
import { educationFamilies } from './education-programmes'
import { seedCourses } from './seed-courses'

test('the education pages match the Education menu, route for route', () => {
	expect(educationFamilies.map((f) => f.path)).toEqual(educationMenu.groups.map((g) => g.to))
	expect(educationFamilies.flatMap((f) => f.programmes.map((p) => p.path))).toEqual(educationMenu.groups.flatMap((g) => g.links.map((l) => l.to)))
})

test('every page has its own title and description and lists seed courses', () => {
	const pages = educationFamilies.flatMap((f) => [f, ...f.programmes])
	expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length)
	expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length)
	for (const page of pages) {
		expect(seedCourses.filter((c) => c.Type.includes(page.courseType)).length, page.path).toBeGreaterThan(0)
	}
})

test('programme pages are found by path, with or without a trailing slash', () => {
	expect(findEducationProgramme(educationFamilies, '/education/ielts/general/')?.programme.courseType).toBe('ielts-general')
	expect(findEducationProgramme(educationFamilies, '/education/ielts/nothing')).toBeUndefined()
})
