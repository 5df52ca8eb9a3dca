import { expect, test } from 'vitest'
import { csvCell, csvStream, neutraliseFormula, toCsv } from './csv'

test('cells that a spreadsheet would run as a formula get a leading single quote', () => {
	for (const dangerous of ['=1+1', '+91 98765 43210', '-2', '@SUM(A1)', '\tcmd', '\rcmd', "=HYPERLINK(\"http://x\",\"y\")"]) {
		expect(neutraliseFormula(dangerous)).toBe(`'${dangerous}`)
	}
	for (const safe of ['Asha', '9876543210', 'a=b', 'Asha =1', '', "'quoted"]) expect(neutraliseFormula(safe)).toBe(safe)
})

test('a formula behind leading spaces or line breaks is neutralised too (issue 13, item 14)', () => {
	// Spreadsheets skip leading whitespace before reading a formula.
	for (const dangerous of [' =1+1', '  +cmd', '\n=HYPERLINK("http://x")', '\r\n@SUM(A1)', '\u00a0-2', '\u3000=1', '\uff1d1+1', '\nplain']) {
		expect(neutraliseFormula(dangerous)).toBe(`'${dangerous}`)
	}
})

test('cells are quoted when they hold a comma, a quote or a line break', () => {
	expect(csvCell('plain')).toBe('plain')
	expect(csvCell('Jalandhar, Punjab')).toBe('"Jalandhar, Punjab"')
	expect(csvCell('She said "hi"')).toBe('"She said ""hi"""')
	expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"')
	expect(csvCell('=cmd,"x"')).toBe('"\'=cmd,""x"""')
	expect(csvCell('\r=x')).toBe('"\'\r=x"')
	expect(csvCell(null)).toBe('')
	expect(csvCell(undefined)).toBe('')
	expect(csvCell(3)).toBe('3')
	expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z')
})

test('a file has a BOM, a header row and CRLF line ends', () => {
	expect(toCsv(['a', 'b'], [['1', '-2'], [null, 'x,y']])).toBe('\uFEFFa,b\r\n1,\'-2\r\n,"x,y"\r\n')
})

test('the streamed file is the same file, written batch by batch; a failed read fails the stream', async () => {
	async function* batches() {
		yield [['1', '-2']]
		yield [[null, 'x,y']]
	}
	// Decoded with the BOM kept (Response.text() drops it).
	const bytes = await new Response(csvStream(['a', 'b'], batches())).arrayBuffer()
	expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(toCsv(['a', 'b'], [['1', '-2'], [null, 'x,y']]))

	async function* failing() {
		yield [['1', '2']]
		throw new Error('database went away')
	}
	await expect(new Response(csvStream(['a', 'b'], failing())).text()).rejects.toThrow('database went away')
})
