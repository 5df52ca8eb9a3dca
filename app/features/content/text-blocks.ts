/*
 * The plain-text shapes editors write lists in (decision 013): the studio's text fields hold one
 * string per language, and these read the structure back out of it. No zod here: the public pages'
 * server code and the studio's schemas both use them.
 */

/** Paragraphs: blocks separated by a blank line. */
export function paragraphsOf(text: string): string[] {
	return text
		.split(/\r?\n\s*\r?\n/)
		.map((block) => block.replace(/\s*\r?\n\s*/g, ' ').trim())
		.filter(Boolean)
}

export const paragraphsText = (paragraphs: readonly string[]) => paragraphs.join('\n\n')

export type TextSection = { heading: string; paragraphs: string[]; points: string[] }

/** Sections: a line "## Heading" starts one; lines "- point" are its list; other blocks its paragraphs. */
export function sectionsOf(text: string): TextSection[] {
	const sections: TextSection[] = []
	let paragraph: string[] = []
	const current = () => sections.at(-1) ?? (sections.push({ heading: '', paragraphs: [], points: [] }), sections.at(-1)!)
	const endParagraph = () => {
		if (paragraph.length > 0) current().paragraphs.push(paragraph.join(' '))
		paragraph = []
	}
	for (const raw of text.split(/\r?\n/)) {
		const line = raw.trim()
		if (line.startsWith('## ')) {
			endParagraph()
			sections.push({ heading: line.slice(3).trim(), paragraphs: [], points: [] })
		} else if (line.startsWith('- ')) {
			endParagraph()
			current().points.push(line.slice(2).trim())
		} else if (line === '') endParagraph()
		else paragraph.push(line)
	}
	endParagraph()
	return sections
}

export function sectionsText(sections: readonly { heading?: string; paragraphs?: readonly string[]; points?: readonly string[] }[]) {
	return sections
		.map((section) =>
			[...(section.heading ? [`## ${section.heading}`] : []), ...(section.paragraphs ?? []), ...(section.points?.length ? [section.points.map((point) => `- ${point}`).join('\n')] : [])].join(
				'\n\n',
			),
		)
		.join('\n\n')
}

/** Cells of a line: "98% | Visa success rate" is two cells. */
export const cellsOf = (line: string) => line.split('|').map((cell) => cell.trim())

/** Lines that are not blank, each trimmed. */
export const linesOf = (text: string) =>
	text
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean)

/** Figures: one a line, "value | label". */
export const figuresOf = (text: string) => linesOf(text).map((line) => ({ value: cellsOf(line)[0]!, label: cellsOf(line).slice(1).join(' | ') }))

export const figuresText = (figures: readonly { value: string; label: string }[]) => figures.map((figure) => `${figure.value} | ${figure.label}`).join('\n')
