import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { planLeadSchemaIn } from './plan-lead-schema'
import { planTranslator } from './plan-messages.server'

function submit(fields: Record<string, string>, locale: 'en' | 'pa' = 'en') {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	const submission = parseWithZod(form, { schema: planLeadSchemaIn(planTranslator(locale)) })
	return { status: submission.status, error: submission.status === 'success' ? undefined : submission.error }
}

describe('the plan lead form', () => {
	test('"Email me this plan" needs a name and a valid email address, in SPEC\'s words', () => {
		const result = submit({ intent: 'email', name: '', email: 'not-an-email' })
		expect(result.status).toBe('error')
		expect(result.error).toMatchObject({ name: ['Please enter your name'], email: ['Please enter a valid email address'] })
		expect(submit({ intent: 'email', name: 'Asha' }).error).toMatchObject({ email: ['Please enter a valid email address'] })
	})

	test('"Talk to a counsellor" takes a mobile number or an email address', () => {
		expect(submit({ intent: 'counsellor', name: 'Asha' }).error).toMatchObject({ mobile: ['Please enter your email address or mobile number'] })
		expect(submit({ intent: 'counsellor', name: 'Asha', mobile: '98765' }).error).toMatchObject({ mobile: ['Please enter a valid mobile number'] })
		const ok = submit({ intent: 'counsellor', name: 'Asha', mobile: '+91 98765 43210' })
		expect(ok.status).toBe('success')
	})

	test('the errors are in the page language', () => {
		expect(submit({ intent: 'email', name: 'Asha', email: 'x' }, 'pa').error).toMatchObject({ email: ['ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਲਿਖੋ'] })
	})
})

test('the three catalogues of the planner have the same keys, none empty', async () => {
	const [{ planEn }, { planPa }, { planHi }] = await Promise.all([import('./catalogue/en'), import('./catalogue/pa'), import('./catalogue/hi')])
	const keys = Object.keys(planEn).sort()
	for (const catalogue of [planPa, planHi]) {
		expect(Object.keys(catalogue).sort()).toEqual(keys)
		for (const value of Object.values(catalogue)) expect(value.trim()).not.toBe('')
	}
})
