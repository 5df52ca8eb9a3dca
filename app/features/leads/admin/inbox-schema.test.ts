import { expect, test } from 'vitest'
import { check, expectConstraintAgreesWithSchema } from '../../../../tests/support/forms'
import {
	leadActionSchema,
	leadAssignConstraint,
	leadAssignSchema,
	leadFormId,
	leadMessages,
	leadNoteConstraint,
	leadNoteSchema,
	leadStatusConstraint,
	leadStatusSchema,
} from './inbox-schema'

test('the lead forms’ required and maxLength attributes are the schemas’', () => {
	expectConstraintAgreesWithSchema(leadStatusSchema, leadStatusConstraint, { intent: 'status', status: 'contacted', closedReason: 'Moved' })
	expectConstraintAgreesWithSchema(leadAssignSchema, leadAssignConstraint, { intent: 'assign', assigneeId: 'staff-1' })
	expectConstraintAgreesWithSchema(leadNoteSchema, leadNoteConstraint, { intent: 'note', body: 'Called at 11' })
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
