import { expect, test, vi } from 'vitest'
import type { Database } from '~/db/client.server'
import { countryLoadErrorEn } from './country-messages'
import { loadCountryPage } from './country-page.server'

/** A stand-in for Drizzle whose query fails like an unreachable database (this test only). */
function failingDb() {
	const query = { from: () => query, where: () => Promise.reject(new Error('connection refused')), orderBy: () => Promise.reject(new Error('connection refused')) }
	return { select: () => query } as unknown as Database
}

function emptyDb() {
	const query = { from: () => query, where: () => Promise.resolve([]), orderBy: () => Promise.resolve([]) }
	return { select: () => query } as unknown as Database
}

async function thrown(promise: Promise<unknown>) {
	try {
		await promise
	} catch (error) {
		return error
	}
	throw new Error('expected the loader to throw')
}

test('a failing database answers 500 with "Failed to load country data" and logs the error', async () => {
	const logger = { error: vi.fn() }
	const error = await thrown(loadCountryPage({ rawId: 'usa', url: new URL('http://x/country/usa'), db: failingDb(), timeZone: 'Asia/Kolkata', logger }))
	// What the route throws: React Router answers it with this status and data for the ErrorBoundary.
	expect(error).toMatchObject({ type: 'DataWithResponseInit', data: countryLoadErrorEn, init: { status: 500 } })
	expect(countryLoadErrorEn.title).toBe('Failed to load country data')
	expect(logger.error).toHaveBeenCalledOnce()
})

test('an id that is not normalised redirects to the normalised URL, keeping the path and query', async () => {
	const response = await thrown(
		loadCountryPage({ rawId: 'New Zealand', url: new URL('http://x/destinations/New%20Zealand?tab=visa'), db: emptyDb(), timeZone: 'Asia/Kolkata' }),
	)
	expect(response).toBeInstanceOf(Response)
	expect((response as Response).status).toBe(301)
	expect((response as Response).headers.get('Location')).toBe('/destinations/new-zealand?tab=visa')
})

test.each([
	['/country/UK/', 'UK', '/country/uk'],
	['/destinations/New%20Zealand/', 'New Zealand', '/destinations/new-zealand'],
	['/country/%20Ireland%20', ' Ireland ', '/country/ireland'],
])('%s (id %j) redirects to %s', async (path, rawId, location) => {
	const response = await thrown(loadCountryPage({ rawId, url: new URL(`http://x${path}?tab=faqs`), db: emptyDb(), timeZone: 'Asia/Kolkata' }))
	expect((response as Response).status).toBe(301)
	expect((response as Response).headers.get('Location')).toBe(`${location}?tab=faqs`)
})

test('an id with no document builds the minimal country', async () => {
	const result = await loadCountryPage({ rawId: 'south-korea', url: new URL('http://x/country/south-korea'), db: emptyDb(), timeZone: 'Asia/Kolkata' })
	expect(result).toEqual({ kind: 'coming-soon', country: { id: 'south-korea', name: 'South Korea', flagUrl: 'uk' } })
})
