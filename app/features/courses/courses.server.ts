import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { courses } from '~/db/schema'
import type { Seeder } from '~/db/seed.server'
import { type CourseView, withCourseDefaults } from './course-schema'
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

/** Every course in display order, with SPEC's defaults filled in. */
export async function listCourses(db: Database): Promise<CourseView[]> {
	const rows = await db
		.select(courseColumns)
		.from(courses)
		.orderBy(...displayOrder)
	return rows.map(withCourseDefaults)
}

/** The home page's popular courses: the first three (SPEC.md section 9). */
export async function listPopularCourses(db: Database, limit = 3): Promise<CourseView[]> {
	const rows = await db
		.select(courseColumns)
		.from(courses)
		.orderBy(...displayOrder)
		.limit(limit)
	return rows.map(withCourseDefaults)
}

export async function getCourse(db: Database, id: string): Promise<CourseView | undefined> {
	const [row] = await db.select(courseColumns).from(courses).where(eq(courses.id, id)).limit(1)
	return row ? withCourseDefaults(row) : undefined
}

/** Courses whose Type contains the given text, ignoring case (SPEC's substring matching). */
export async function listCoursesByType(db: Database, typeSubstring: string): Promise<CourseView[]> {
	const rows = await db
		.select(courseColumns)
		.from(courses)
		.where(sql`strpos(lower(${courses.Type}), lower(${typeSubstring})) > 0`)
		.orderBy(...displayOrder)
	return rows.map(withCourseDefaults)
}

/** Inserts the seed courses that are missing; existing rows (perhaps edited by staff) stay as they are. */
export async function seedCourseCatalogue(db: Database) {
	const inserted = await db
		.insert(courses)
		.values(seedCourses)
		.onConflictDoNothing({ target: courses.id })
		.returning({ id: courses.id })
	return { inserted: inserted.length }
}

export const coursesSeeder: Seeder = {
	name: 'courses',
	async run(db) {
		await seedCourseCatalogue(db)
	},
}
