/**
 * The course explorer's categories (SPEC.md /courses): the sidebar's entries, in order, and the
 * substring of Type each one matches.
 */
export const courseCategories = [
	{ value: 'all', label: 'All Courses' },
	{ value: 'university', label: 'University Courses' },
	{ value: 'skp', label: 'SKP Programs' },
	{ value: 'languages', label: 'Languages' },
	{ value: 'ielts', label: 'IELTS Preparation' },
] as const

export type CourseCategory = (typeof courseCategories)[number]['value']

const typeSubstrings: Record<Exclude<CourseCategory, 'all'>, string> = {
	university: 'university',
	skp: 'skp',
	languages: 'language',
	ielts: 'ielts',
}

/** The category from ?category=; empty means all. Unknown values are kept: they search by text. */
export function normaliseCategory(value: string | null | undefined) {
	const trimmed = (value ?? '').trim().toLowerCase().slice(0, 100)
	return trimmed || 'all'
}

/** A category's catalogue key, or undefined when the value searches by text instead. */
export function categoryKey(category: string) {
	const known = courseCategories.find((c) => c.value === category)
	return known ? (`course.list.category.${known.value}` as const) : undefined
}

/**
 * SPEC.md section 9: a category matches by substring of Type (university, skp, language for
 * 'languages', ielts); 'all' matches everything; any other value matches on name or description.
 * Matching ignores case.
 */
export function matchesCategory(
	course: { Type: string; ProgramName: string; ProgramDescription: string },
	category: string,
): boolean {
	const wanted = normaliseCategory(category)
	if (wanted === 'all') return true
	if (wanted in typeSubstrings) return course.Type.toLowerCase().includes(typeSubstrings[wanted as keyof typeof typeSubstrings])
	return course.ProgramName.toLowerCase().includes(wanted) || course.ProgramDescription.toLowerCase().includes(wanted)
}
