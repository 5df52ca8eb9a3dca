import { expect, test } from 'vitest'
import { check, expectConstraintAgreesWithSchema } from '../../../tests/support/forms'
import { bookingConstraint } from './booking'
import { bookingSchema } from './booking-schema'

const good = {
	mode: 'institute',
	topic: 'country:ca',
	startsAt: '2026-12-08T04:30:00.000Z',
	name: 'Simran Kaur',
	email: 'simran@example.com',
	mobile: '9876543210',
	parentAttending: 'on',
	note: 'My father will come too.',
}

test("the booking form's constraint attributes agree with its schema", () => {
	expectConstraintAgreesWithSchema(bookingSchema, bookingConstraint, good)
})

test("the booking form reads the enquiry's messages, and asks for a time", () => {
	const { errors } = check(bookingSchema, { ...good, email: 'simran@', mobile: '98765', startsAt: undefined, name: ' ' })
	expect(errors).toEqual({
		email: ['Please enter a valid email address'],
		mobile: ['Please enter a valid mobile number'],
		startsAt: ['Please choose a time'],
		name: ['Please fill in all required fields'],
	})
	expect(check(bookingSchema, { ...good, topic: 'country:../../etc' }).errors.topic).toEqual(['Please fill in all required fields'])
})
