import { expect, test } from 'vitest'
import { IslandStore, island, isDataRequestPath } from './islands.server'

test('a data request (no store) gets the content itself', () => {
	expect(island({}, 'faq', { answer: 'Yes' })).toEqual({ answer: 'Yes' })
})

test('a document request gets a reference, and the content waits in the store for the render', () => {
	const islands = new IslandStore()
	expect(island({ islands }, 'faq', { answer: 'Yes' })).toEqual({ island: 'faq' })
	expect(islands.content.get('faq')).toEqual({ answer: 'Yes' })
})

test('the fingerprint changes with the kept content, so a stored page is not reused for other content', () => {
	const before = new IslandStore()
	island({ islands: before }, 'faq', { answer: 'Yes' })
	const after = new IslandStore()
	island({ islands: after }, 'faq', { answer: 'No' })
	expect(before.fingerprint()).not.toBe(after.fingerprint())
})

test('React Router’s single-fetch URLs end in .data; documents do not', () => {
	expect(isDataRequestPath('/country/united-kingdom.data')).toBe(true)
	expect(isDataRequestPath('/_root.data')).toBe(true)
	expect(isDataRequestPath('/country/united-kingdom')).toBe(false)
	expect(isDataRequestPath('/journal/metadata')).toBe(false)
})
