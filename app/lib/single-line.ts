/**
 * Line breaks (CR, LF, NEL, U+2028, U+2029) and the other control characters. A name, subject or
 * mobile number never holds one; in a staff notification mail or a log line one would start a line
 * of the visitor's own making under the institute's name (issue 13, item 10).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g

export function isSingleLine(value: string) {
	return value.search(LINE_BREAK_OR_CONTROL) === -1
}

/** The message a single-line field gives for a line break or control character. */
export function oneLineMessage(field: string) {
	return `${field} must be on one line, without line breaks or control characters`
}

/** For text stored before the schemas refused them: each run of such characters becomes a space. */
export function toOneLine(value: string) {
	return value.replace(LINE_BREAK_OR_CONTROL, ' ')
}
