import { type EnquiryCourse, enquiryCourseOptions } from '~/features/leads/enquiry'
import { courseFamily } from './course-view'

/** The enquiry form's option prefix of each programme family (SPEC.md section 3's option values). */
const optionPrefix = { university: 'university', skp: 'skp', language: 'languages', ielts: 'ielts' } as const

/**
 * The enquiry form's course option for a course (or an Education page's course type): its family
 * from Type (SPEC's substrings), then the sub-type named in Type or SubType, e.g. Type
 * 'language-german' → 'languages-german', Type 'university' with SubType 'PhD' → 'university-phd'.
 * 'other' when the course fits no option.
 */
export function enquiryOptionForCourse(course: { Type: string; SubType?: string | null }): EnquiryCourse {
	const family = courseFamily(course.Type)
	if (!family) return 'other'
	const prefix = `${optionPrefix[family]}-`
	const type = course.Type.toLowerCase()
	const subType = (course.SubType ?? '').toLowerCase()
	const options = enquiryCourseOptions.filter((option) => option.value.startsWith(prefix))
	const named = (text: string) => options.find((option) => text.includes(option.value.slice(prefix.length)))
	return (named(type) ?? named(subType))?.value ?? 'other'
}

/** The link that opens the enquiry dialog with this option chosen (the /enquire page without JavaScript). */
export function enquiryHref(option: EnquiryCourse) {
	return `/enquire?course=${option}`
}
