import { expect, test } from 'vitest'
import { check, expectConstraintAgreesWithSchema } from '../../../../tests/support/forms'
import {
	leadActionSchema,
	leadAssignConstraint,
	leadAssignSchema,
	leadContactConstraint,
	leadContactSchema,
	leadFormId,
	leadMessages,
	leadNextActionConstraint,
	leadNextActionSchema,
	leadNoteConstraint,
	leadNoteSchema,
	leadStatusConstraint,
	leadStatusSchema,
} from './inbox-schema'

test('the lead forms’ required and maxLength attributes are the schemas’', () => {
	expectConstraintAgreesWithSchema(leadStatusSchema, leadStatusConstraint, { intent: 'status', status: 'contacted', closedReason: 'Moved' })
	expectConstraintAgreesWithSchema(leadAssignSchema, leadAssignConstraint, { intent: 'assign', assigneeId: 'staff-1' })
	expectConstraintAgreesWithSchema(leadNoteSchema, leadNoteConstraint, { intent: 'note', body: 'Called at 11' })
	expectConstraintAgreesWithSchema(leadContactSchema, leadContactConstraint, { intent: 'contact', channel: 'call', outcome: 'reached', note: 'Spoke to her father' })
	expectConstraintAgreesWithSchema(leadNextActionSchema, leadNextActionConstraint, { intent: 'next-action', nextActionOn: '2026-12-01', nextActionNote: '' })
})

test('a contact is one tap (the outcome defaults to reached); a next action needs a real date', () => {
	expect(check(leadActionSchema, { intent: 'contact', channel: 'whatsapp' }).value).toEqual({ intent: 'contact', channel: 'whatsapp', outcome: 'reached', note: '' })
	expect(check(leadActionSchema, { intent: 'contact', channel: 'fax' }).errors).toEqual({ channel: ['Please choose call, WhatsApp or email.'] })
	expect(check(leadActionSchema, { intent: 'next-action', nextActionOn: '', nextActionNote: 'Call back' }).errors).toEqual({ nextActionOn: [leadMessages.nextActionDateRequired] })
	expect(check(leadActionSchema, { intent: 'next-action', nextActionOn: '2026-02-30', nextActionNote: '' }).errors).toEqual({ nextActionOn: [leadMessages.nextActionDateInvalid] })
	expect(check(leadActionSchema, { intent: 'next-action', nextActionOn: '', nextActionNote: '' }).value).toEqual({ intent: 'next-action', nextActionOn: '', nextActionNote: '' })
})

test('posted as a form: closing needs a reason, an empty note is refused, an unknown intent says so', () => {
	expect(check(leadActionSchema, { intent: 'status', status: 'closed', closedReason: '' }).errors).toEqual({ closedReason: [leadMessages.closedReasonRequired] })
	expect(check(leadActionSchema, { intent: 'assign', assigneeId: '' }).value).toEqual({ intent: 'assign', assigneeId: '' })
	expect(check(leadActionSchema, { intent: 'note', body: ' ' }).errors).toEqual({ body: [leadMessages.noteRequired] })
	expect(check(leadActionSchema, { intent: 'archive' }).errors).toEqual({ intent: [leadMessages.unknownIntent] })
	expect(leadFormId('note')).toBe('lead-note-form')
	expect(leadFormId('toString')).toBeUndefined()
	expect(leadFormId(null)).toBeUndefined()
})
