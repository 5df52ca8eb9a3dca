import type { Fee, FeeSchedule } from './fees'
import { cellsOf, linesOf, sectionsOf } from './text-blocks'

/*
 * The fee table as editors write it (decision 013): a line "## Group title" starts a group; each
 * fee is a line of cells split by "|":
 *   Name | what is included | 1500 (or Free) | per document      (a service; the unit is optional)
 *   course: ielts-weekend-batch | what is included | 12000 | per course   (a classroom course: its name and duration come from the course)
 *   online: german-a1-online | what is included                    (a featured online course: name, duration and price from it)
 */

/** Letters of any script (with Gurmukhi's and Devanagari's vowel signs) stay, so a Punjabi or Hindi title has an id too. */
const slugOf = (text: string) =>
	text
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
		.replace(/^-+|-+$/g, '')

const amountOf = (cell: string | undefined) => (cell && /^\d{1,8}$/.test(cell.replace(/,/g, '')) ? Number(cell.replace(/,/g, '')) : undefined)

/** One fee line, or the reason it cannot be read. */
function feeOf(line: string): Fee | string {
	const cells = cellsOf(line)
	const [first = '', detail = ''] = cells
	const course = /^course:\s*([a-z0-9-]+)$/.exec(first)
	const online = /^online:\s*([a-z0-9-]+)$/.exec(first)
	if (!detail) return `“${line}”: write what is included after the first “|”`
	if (online) return cells.length === 2 ? { kind: 'online-course', featuredCourseId: online[1]!, detail } : `“${line}”: an online course line is “online: key | what is included”`
	const amount = amountOf(cells[2])
	if (course) {
		if (!amount || !cells[3]) return `“${line}”: a course line is “course: key | what is included | fee in rupees | unit”`
		return { kind: 'course', courseId: course[1]!, detail, amountInr: amount, unit: cells[3] }
	}
	const free = cells[2]?.toLowerCase() === 'free'
	if (!first || (!free && !amount) || cells.length > 4) return `“${line}”: a service line is “name | what is included | fee in rupees or Free | unit”`
	return { kind: 'service', id: slugOf(first), name: first, detail, amountInr: free ? null : amount!, ...(cells[3] ? { unit: cells[3] } : {}) }
}

/** The groups of fees written in the text, and a message for each line that cannot be read. */
export function feeGroupsOf(text: string): { groups: FeeSchedule['groups']; problems: string[] } {
	const problems: string[] = []
	const groups: FeeSchedule['groups'] = []
	// A group whose lines are all unreadable is reported by its lines, not again as empty.
	const written = new Set<FeeSchedule['groups'][number]>()
	for (const line of linesOf(text)) {
		if (line.startsWith('## ')) {
			const title = line.slice(3).trim()
			groups.push({ id: slugOf(title), title, fees: [] })
			continue
		}
		if (groups.at(-1)) written.add(groups.at(-1)!)
		const group = groups.at(-1)
		if (!group) {
			problems.push('Start with a group: a line “## Group title”')
			continue
		}
		const fee = feeOf(line)
		if (typeof fee === 'string') problems.push(fee)
		else group.fees.push(fee)
	}
	if (groups.length === 0) problems.push('Write at least one group of fees')
	for (const group of groups) if (!written.has(group)) problems.push(`The group “${group.title}” has no fees`)
	return { groups, problems }
}

export function feeGroupsText(groups: FeeSchedule['groups']) {
	const lineOf = (fee: Fee) => {
		switch (fee.kind) {
			case 'service':
				return [fee.name, fee.detail, fee.amountInr === null ? 'Free' : String(fee.amountInr), ...(fee.unit ? [fee.unit] : [])].join(' | ')
			case 'course':
				return [`course: ${fee.courseId}`, fee.detail, String(fee.amountInr), fee.unit].join(' | ')
			case 'online-course':
				return [`online: ${fee.featuredCourseId}`, fee.detail].join(' | ')
		}
	}
	return groups.map((group) => [`## ${group.title}`, ...group.fees.map(lineOf)].join('\n')).join('\n\n')
}

/** The refund policy: "## Heading" sections of "- " points. */
export const refundPolicyOf = (text: string) => sectionsOf(text).map((section) => ({ heading: section.heading, points: section.points }))
