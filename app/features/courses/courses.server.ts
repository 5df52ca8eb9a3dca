import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { courses } from '~/db/schema'
import type { Seeder } from '~/db/seed.server'
import { seedFingerprint, staleSeededIds } from '~/db/seed-fingerprint.server'
import { CONTENT_CACHE_TTL_MS, cachedRead } from '~/lib/cached-read.server'
import { type CourseInput, courseSchema } from './course-schema'
import { type CourseView, withCourseDefaults } from './course-view'
import { seedCourses } from './seed-courses'

/** The API shape (SPEC.md field names): the columns a visitor may see. */
const courseColumns = {
	id: courses.id,
	ProgramName: courses.ProgramName,
	ProgramDescription: courses.ProgramDescription,
	Type: courses.Type,
	SubType: courses.SubType,
	Duration: courses.Duration,
	Eligibility: courses.Eligibility,
	ImageURL: courses.ImageURL,
}

const displayOrder = [asc(courses.position), asc(courses.id)]

/** The whole catalogue (a few dozen rows), read once and kept in memory: every list is cut from it. */
const catalogue = cachedRead(
	async (db: Database) => {
		const rows = await db
			.select(courseColumns)
			.from(courses)
			.orderBy(...displayOrder)
		return rows.map(withCourseDefaults)
	},
	{ ttlMs: CONTENT_CACHE_TTL_MS },
)

/** Every course in display order, with SPEC's defaults filled in. */
export async function listCourses(db: Database): Promise<CourseView[]> {
	return catalogue.get(db)
}

/** The home page's popular courses: the first three (SPEC.md section 9). */
export async function listPopularCourses(db: Database, limit = 3): Promise<CourseView[]> {
	return (await catalogue.get(db)).slice(0, limit)
}

export async function getCourse(db: Database, id: string): Promise<CourseView | undefined> {
	return (await catalogue.get(db)).find((course) => course.id === id)
}

/** Courses whose Type contains the given text, ignoring case (SPEC's substring matching). */
export async function listCoursesByType(db: Database, typeSubstring: string): Promise<CourseView[]> {
	const needle = typeSubstring.toLowerCase()
	return (await catalogue.get(db)).filter((course) => course.Type.toLowerCase().includes(needle))
}

/** Staff edits to a course: checked by the course schema, shown at once (the cache is dropped). */
export async function updateCourse(db: Database, id: string, changes: Partial<Omit<CourseInput, 'id'>>): Promise<CourseView | undefined> {
	const current = await db.select().from(courses).where(eq(courses.id, id)).limit(1)
	if (!current[0]) return undefined
	const valid = courseSchema.parse({ ...current[0], ...changes, id })
	const { id: _id, ...fields } = valid
	await db
		.update(courses)
		// A staff edit takes the row out of the seed's hands: later seeds never overwrite it.
		.set({ ...fields, seedHash: null, updatedAt: sql`now()` })
		.where(eq(courses.id, id))
	catalogue.invalidate(db)
	return getCourse(db, id)
}

type SeedCourse = (typeof seedCourses)[number]

/**
 * Inserts the seed courses that are missing, and replaces seeded rows whose seed has since changed
 * (a corrected description reaches existing installs). Rows staff have edited stay as they are.
 */
export async function seedCourseCatalogue(db: Database, seeds: readonly SeedCourse[] = seedCourses) {
	if (seeds.length === 0) return { inserted: 0, refreshed: 0 }
	const fingerprints = new Map(seeds.map((seed) => [seed.id, seedFingerprint(seed)]))
	const inserted = await db
		.insert(courses)
		.values(seeds.map((seed) => ({ ...seed, seedHash: fingerprints.get(seed.id)! })))
		.onConflictDoNothing({ target: courses.id })
		.returning({ id: courses.id })
	const stored = await db.select({ id: courses.id, seedHash: courses.seedHash }).from(courses)
	let refreshed = 0
	for (const row of staleSeededIds(stored, fingerprints)) {
		const { id, ...fields } = seeds.find((seed) => seed.id === row.id)!
		// The fingerprint in the condition keeps an edit made meanwhile (seedHash null) from being overwritten.
		const updated = await db
			.update(courses)
			.set({ ...fields, seedHash: fingerprints.get(id)!, updatedAt: sql`now()` })
			.where(and(eq(courses.id, id), eq(courses.seedHash, row.seedHash!)))
			.returning({ id: courses.id })
		refreshed += updated.length
	}
	if (inserted.length > 0 || refreshed > 0) catalogue.invalidate(db)
	return { inserted: inserted.length, refreshed }
}

export const coursesSeeder: Seeder = {
	name: 'courses',
	async run(db) {
		await seedCourseCatalogue(db)
	},
}
