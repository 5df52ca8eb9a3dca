import { describe, expect, test } from 'vitest'
import { featuredCourses } from '~/features/content/featured-courses'
import { feeSchedule, publishedCourseFee, resolveFeeSchedule } from '~/features/content/fees'
import { findService } from '~/features/content/services'
import { withCourseDefaults } from './course-view'
import { educationFamilies } from './education-programmes'
import { seedCourses } from './seed-courses'

/*
 * One truth about our courses: the catalogue (seed-courses.ts, then the courses table). The fees
 * page, the course pages, the Education pages and the test-preparation page must not contradict it.
 */

const WEEKS_PER_UNIT: Record<string, number> = { week: 1, weekend: 1, month: 52 / 12 }
const unit = String.raw`(week|weekend|month)s?\b`

/** Every length a text gives ("8 weeks", "a 4-week course", "2 to 3 months", "6 weeks to 2 months") as ranges in weeks. */
function durationRanges(text: string): [number, number][] {
	const ranges: [number, number][] = []
	const quantity = new RegExp(String.raw`\b(\d+)(?:\s*(?:to|–)\s*(\d+))?[\s-]*${unit}`, 'g')
	const found = [...text.matchAll(quantity)].map((m) => ({
		start: m.index,
		end: m.index + m[0].length,
		low: Number(m[1]) * WEEKS_PER_UNIT[m[3]!]!,
		high: Number(m[2] ?? m[1]) * WEEKS_PER_UNIT[m[3]!]!,
	}))
	for (const [i, q] of found.entries()) {
		ranges.push([q.low, q.high])
		const next = found[i + 1]
		// "6 weeks to 2 months" is one range.
		if (next && /^\s*to\s*$/.test(text.slice(q.end, next.start))) ranges.push([q.low, next.high])
	}
	return ranges
}

function weeks(duration: string) {
	const ranges = durationRanges(duration)
	expect(ranges, `"${duration}" is one length`).toHaveLength(1)
	return ranges[0]![0]
}

const catalogue = seedCourses.map(withCourseDefaults)
const catalogueDurations = new Set([...seedCourses.map((c) => c.Duration!), ...featuredCourses.map((c) => c.duration)].map(weeks))

describe('the fees page and the catalogue', () => {
	const fees = feeSchedule.groups.flatMap((g) => g.fees)

	test('every course fee is for a seeded course (at most one fee each), every online fee for a featured course', () => {
		const courseIds = fees.flatMap((f) => (f.kind === 'course' ? [f.courseId] : []))
		expect(courseIds.length).toBeGreaterThan(0)
		for (const id of courseIds) expect(seedCourses.map((c) => c.id), id).toContain(id)
		expect(new Set(courseIds).size).toBe(courseIds.length)
		for (const fee of fees) if (fee.kind === 'online-course') expect(featuredCourses.map((c) => c.id)).toContain(fee.featuredCourseId)
	})

	test('no fee line types a course length: lengths are read from the course', () => {
		for (const fee of fees) expect(durationRanges(fee.detail), fee.detail).toEqual([])
		for (const fee of fees) if (fee.kind === 'service') expect(durationRanges(fee.name), fee.name).toEqual([])
	})

	test('the fees page shows each course with the catalogue’s name and duration, linking to its page', () => {
		const rows = resolveFeeSchedule(feeSchedule, catalogue).groups.flatMap((g) => g.rows)
		const german = rows.find((r) => r.id === 'german-a1-beginners')
		expect(german).toMatchObject({ name: 'German A1 for Beginners', duration: '10 weeks', href: '/course/german-a1-beginners', amountInr: 16000 })
		for (const row of rows.filter((r) => r.href)) {
			const course = catalogue.find((c) => `/course/${c.id}` === row.href)!
			expect(row).toMatchObject({ name: course.ProgramName, duration: course.Duration })
		}
		const online = rows.find((r) => r.name === 'IELTS Online Intensive')!
		const featured = featuredCourses.find((c) => c.id === 'ielts-online-intensive')!
		expect(online).toMatchObject({ duration: featured.duration, amountInr: featured.priceInr })
		// No PTE course and no crash course: we do not run them.
		expect(rows.map((r) => r.name).join(' ')).not.toMatch(/PTE|crash/i)
	})

	test('a course edited or removed in the database changes the fees page with it', () => {
		const edited = catalogue.map((c) => (c.id === 'german-a1-beginners' ? { ...c, Duration: '11 weeks' } : c)).filter((c) => c.id !== 'spanish-a1-beginners')
		const rows = resolveFeeSchedule(feeSchedule, edited).groups.flatMap((g) => g.rows)
		expect(rows.find((r) => r.id === 'german-a1-beginners')?.duration).toBe('11 weeks')
		expect(rows.find((r) => r.id === 'spanish-a1-beginners')).toBeUndefined()
	})

	test('a course page shows the published fee where there is one', () => {
		expect(publishedCourseFee('ielts-academic-full-course')).toBe('₹12,000 per course')
		expect(publishedCourseFee('german-a1-beginners')).toBe('₹16,000 per course')
		expect(publishedCourseFee('skp-diploma-computer-applications')).toBeUndefined()
		expect(publishedCourseFee('no-such-course')).toBeUndefined()
	})
})

test('every course length on the test-preparation page is the length of one of our courses', () => {
	const testPrep = findService('test-prep')
	const text = [testPrep.summary, ...testPrep.intro, ...testPrep.sections.flatMap((s) => [...s.paragraphs, ...s.points])].join(' ')
	const lengths = durationRanges(text)
	expect(lengths.length).toBeGreaterThanOrEqual(4)
	for (const [low, high] of lengths) {
		expect(low, text).toBe(high)
		expect(catalogueDurations.has(low), `${low} weeks is not the length of any course`).toBe(true)
	}
	expect(text).not.toMatch(/crash|two-week|six-week regular/i)
})

test.each(educationFamilies.flatMap((f) => f.programmes).map((p) => [p.path, p] as const))(
	'%s: its Duration text covers the length of every course it lists',
	(_path, programme) => {
		const ranges = durationRanges(programme.duration)
		for (const course of seedCourses.filter((c) => c.Type.includes(programme.courseType))) {
			const length = weeks(course.Duration!)
			expect(
				ranges.some(([low, high]) => length >= low - 0.01 && length <= high + 0.01),
				`${course.id} (${course.Duration}) is not in "${programme.duration}"`,
			).toBe(true)
		}
	},
)

test('the duration parser reads single lengths, hyphenated lengths and ranges', () => {
	expect(durationRanges('Full course 8 weeks; Fast Track (band 7+) 4 weeks.')).toEqual([[8, 8], [4, 4]])
	expect(durationRanges('an optional 10-week course')).toEqual([[10, 10]])
	expect(durationRanges('2 to 3 months')).toEqual([[52 / 6, 13]])
	expect(durationRanges('6 weeks to 2 months')).toEqual([[6, 6], [6, 52 / 6], [52 / 6, 52 / 6]])
	expect(durationRanges('German A1–A2 and level B1 for Class 12')).toEqual([])
})
