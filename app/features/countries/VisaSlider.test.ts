import { expect, test } from 'vitest'
import { slideFromParam } from './VisaSlider'

test('?visa=N opens slide N; a missing, malformed or out-of-range value opens the first', () => {
	expect(slideFromParam('3', 4)).toBe(2)
	expect(slideFromParam('4', 4)).toBe(3)
	for (const value of [null, '', '0', '5', '-1', '2.5', 'two', '1e1', '0002000']) expect(slideFromParam(value, 4), String(value)).toBe(0)
})
