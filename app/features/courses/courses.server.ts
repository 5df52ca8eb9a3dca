import type { Database } from '~/db/client.server'
import { entryIn, type ShownIn } from '~/features/i18n/localised-text'
import type { Locale } from '~/features/i18n/locales'
import { listPublished } from '~/features/studio/content-store.server'
import { type ImageResolver, imageResolver } from '~/features/studio/images.server'
import type { CourseDocument } from '~/features/studio/studio-schema'
import { type CourseView, withCourseDefaults } from './course-view'

/**
 * Courses are entries of the content store (docs/decisions/013-content-studio.md): the published
 * ones, in display order, are the catalogue every list is cut from, in the page's language where
 * translated (entryIn).
 */
export function courseView(key: string, document: CourseDocument, resolveImage: ImageResolver, locale: Locale = 'en'): CourseView & ShownIn {
	const { entry, lang, translated } = entryIn(document, locale)
	const view = withCourseDefaults({
		id: key,
		ProgramName: entry.ProgramName,
		ProgramDescription: entry.ProgramDescription,
		Type: entry.Type,
		SubType: entry.SubType,
		Duration: entry.Duration,
		Eligibility: entry.Eligibility,
		ImageURL: entry.ImageURL,
	})
	return { ...view, image: resolveImage(view.ImageURL), lang, translated }
}

/** Every published course in display order, with SPEC's defaults filled in. */
export async function listCourses(db: Database, locale: Locale = 'en'): Promise<(CourseView & ShownIn)[]> {
	const entries = (await listPublished(db, 'course')) as { key: string; document: CourseDocument }[]
	const resolveImage = await imageResolver(db)
	// Made once per read of the published content and of the images (each is read again when staff
	// change it, on every process: content-store.server.ts), not per request. Callers never change it.
	const kept = courseLists.get(entries)?.get(resolveImage)?.get(locale)
	if (kept) return kept
	const courses = entries
		.toSorted((a, b) => a.document.position - b.document.position || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
		.map((entry) => courseView(entry.key, entry.document, resolveImage, locale))
	const byResolver = courseLists.get(entries) ?? new WeakMap()
	courseLists.set(entries, byResolver)
	const byLocale = byResolver.get(resolveImage) ?? new Map()
	byResolver.set(resolveImage, byLocale)
	byLocale.set(locale, courses)
	return courses
}

/** The course lists made from each read of the published courses and of the image index, per language. */
const courseLists = new WeakMap<object, WeakMap<object, Map<Locale, (CourseView & ShownIn)[]>>>()

/** The home page's popular courses: the first three (SPEC.md section 9). */
export async function listPopularCourses(db: Database, limit = 3, locale: Locale = 'en'): Promise<(CourseView & ShownIn)[]> {
	return (await listCourses(db, locale)).slice(0, limit)
}

/** A published course; an unpublished or unknown one is undefined (its page answers 404). */
export async function getCourse(db: Database, id: string, locale: Locale = 'en'): Promise<(CourseView & ShownIn) | undefined> {
	return (await listCourses(db, locale)).find((course) => course.id === id)
}

/** Courses whose Type contains the given text, ignoring case (SPEC's substring matching), in the page's language. */
export async function listCoursesByType(db: Database, typeSubstring: string, locale: Locale = 'en'): Promise<CourseView[]> {
	const needle = typeSubstring.toLowerCase()
	return (await listCourses(db, locale)).filter((course) => course.Type.toLowerCase().includes(needle))
}
