import { renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { type FieldMeta, RadioGroup, SelectField } from '~/components/ui/form'
import { useServedOptions } from './served-options'

const meta = (name: string): FieldMeta => ({ id: `book-${name}`, name, formId: 'book', descriptionId: `book-${name}-description`, errorId: `book-${name}-error`, required: true })
const times = [
	{ value: '2026-11-27T04:30:00.000Z', label: '10:00 am' },
	{ value: '2026-11-27T05:00:00.000Z', label: '10:30 am' },
]
const days = [{ value: '2026-11-27', label: 'Friday, 27 November 2026 (14 free times)' }]

test("a document's select and radio group are read back from their served markup, as the server wrote them; data is used as it is", () => {
	document.body.innerHTML = renderToString(
		<form id="book">
			<SelectField meta={meta('date')} label="Day" options={days} />
			<RadioGroup meta={meta('startsAt')} legend="Free times (India time)" options={times} />
		</form>,
	)
	expect(renderHook(() => useServedOptions('#book-startsAt', { island: 'book-times' })).result.current).toEqual(times)
	expect(renderHook(() => useServedOptions('select[name="date"]', { island: 'book-days' })).result.current).toEqual(days)
	expect(renderHook(() => useServedOptions('#elsewhere', times)).result.current).toBe(times)
})
