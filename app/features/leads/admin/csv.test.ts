import { expect, test } from 'vitest'
import { csvCell, neutraliseFormula, toCsv } from './csv'

test('cells that a spreadsheet would run as a formula get a leading single quote', () => {
	for (const dangerous of ['=1+1', '+91 98765 43210', '-2', '@SUM(A1)', '\tcmd', '\rcmd', "=HYPERLINK(\"http://x\",\"y\")"]) {
		expect(neutraliseFormula(dangerous)).toBe(`'${dangerous}`)
	}
	for (const safe of ['Asha', '9876543210', ' =not at start', 'a=b', '', "'quoted"]) expect(neutraliseFormula(safe)).toBe(safe)
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
