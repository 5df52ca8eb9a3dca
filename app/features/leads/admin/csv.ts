/**
 * CSV for spreadsheets. A cell that starts with = + - @, a tab or a carriage return could run as a
 * formula when opened in Excel or Sheets (CSV injection), so it gets a leading single quote.
 */
export function neutraliseFormula(value: string) {
	return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** One field: formula-safe, and quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | Date | null | undefined) {
	if (value === null || value === undefined) return ''
	const text = neutraliseFormula(value instanceof Date ? value.toISOString() : String(value))
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: header row first, CRLF line ends (RFC 4180), with a BOM so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly Parameters<typeof csvCell>[0][])[]) {
	return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
