import { expect, test } from 'vitest'
import { check, expectConstraintAgreesWithSchema } from '../../../tests/support/forms'
import { newsletterConstraint } from './newsletter'
import { newsletterSchema } from './newsletter-schema'

test('a valid address, tidied; anything else reads one message', () => {
	expect(check(newsletterSchema, { email: ' Reader@Example.com ' }).value).toEqual({ email: 'reader@example.com' })
	for (const email of [undefined, '', ' ', 'reader@', 'reader@example']) {
		expect(check(newsletterSchema, { email }).errors).toEqual({ email: ['Please enter a valid email address'] })
	}
})

test('the box’s required and maxLength attributes are the schema’s', () => {
	expectConstraintAgreesWithSchema(newsletterSchema, newsletterConstraint, { email: 'reader@example.com' })
})
