/**
 * CSV for spreadsheets. A cell that starts with = + - @ (or their full-width forms), a tab, a
 * carriage return or a line feed could run as a formula when opened in Excel, LibreOffice or Sheets
 * (CSV injection), and spreadsheets skip leading spaces and line breaks before reading one: any such
 * cell gets a leading single quote.
 */
export function neutraliseFormula(value: string) {
	return /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/.test(value) ? `'${value}` : value
}

/** One field: formula-safe, and quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | Date | null | undefined) {
	if (value === null || value === undefined) return ''
	const text = neutraliseFormula(value instanceof Date ? value.toISOString() : String(value))
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

type CsvRow = readonly Parameters<typeof csvCell>[0][]

/** One record with its CRLF line end (RFC 4180). */
export function csvLine(row: CsvRow) {
	return `${row.map(csvCell).join(',')}\r\n`
}

/** A whole file: header row first, with a BOM so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: readonly CsvRow[]) {
	return `\uFEFF${[header, ...rows].map(csvLine).join('')}`
}

/**
 * The same file as a stream, written batch by batch as the rows arrive, so a large export never
 * sits whole in memory. A failed read ends the stream with an error, so the download fails
 * visibly rather than arriving cut short.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvRow[]>) {
	const encoder = new TextEncoder()
	const iterator = batches[Symbol.asyncIterator]()
	let headerSent = false
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			if (!headerSent) {
				headerSent = true
				controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`))
				return
			}
			const next = await iterator.next()
			if (next.done) controller.close()
			else controller.enqueue(encoder.encode(next.value.map(csvLine).join('')))
		},
		async cancel() {
			await iterator.return?.()
		},
	})
}
