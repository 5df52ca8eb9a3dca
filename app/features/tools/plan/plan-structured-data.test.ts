import { expect, test } from 'vitest'
import { validateStructuredData } from '~/lib/structured-data-rules'
import { planJsonLd } from './plan-structured-data'

test("the planner's structured data is a free WebApplication with every required property", () => {
	const block = planJsonLd({ name: 'Cost and funding planner', description: 'The all-in cost in rupees.', url: 'https://example.com/plan', siteName: 'Welsh Education', origin: 'https://example.com' })
	expect(validateStructuredData(block)).toEqual([])
	expect(block).toMatchObject({ '@type': 'WebApplication', offers: { price: 0, priceCurrency: 'INR' } })
})
