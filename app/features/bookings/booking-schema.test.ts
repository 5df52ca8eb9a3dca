import { expect, test } from 'vitest'
import { check, expectConstraintAgreesWithSchema } from '../../../tests/support/forms'
import { bookingConstraint, bookingMessages } from './booking'
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
		email: [bookingMessages.invalidEmail],
		mobile: [bookingMessages.invalidMobile],
		startsAt: [bookingMessages.chooseTime],
		name: [bookingMessages.required],
	})
	expect(check(bookingSchema, { ...good, topic: 'country:../../etc' }).errors.topic).toEqual([bookingMessages.required])
})
