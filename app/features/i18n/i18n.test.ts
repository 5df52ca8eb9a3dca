import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, test } from 'vitest'
import { type CompiledCatalogue, translatorOf } from './i18n'

// What the browser does with the catalogue the root loader sends: messages compiled on the server, formatted here.
const catalogue = (messages: Record<string, string>) =>
	Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)])) as CompiledCatalogue
const t = (locale: 'en' | 'pa' | 'hi', messages: Record<string, string>) => translatorOf({ locale, messages: catalogue(messages) }) as (key: string, values?: Record<string, unknown>) => string

describe('formatting a compiled message', () => {
	test('plain text and named values', () => {
		const say = t('en', { hello: 'Hello, {name}!', plain: 'Home' })
		expect(say('plain')).toBe('Home')
		expect(say('hello', { name: 'Simran' })).toBe('Hello, Simran!')
	})

	test('numbers with Indian grouping in each language', () => {
		expect(t('en', { max: 'under {max, number} characters' })('max', { max: 150000 })).toBe('under 1,50,000 characters')
		expect(t('hi', { max: '{max, number} अक्षर' })('max', { max: 2000 })).toBe('2,000 अक्षर')
	})

	test("plurals follow the language's rules, with # as the count and exact matches first", () => {
		const weeks = t('en', { weeks: '{count, plural, =0 {no weeks} one {# week} other {# weeks}}' })
		expect(weeks('weeks', { count: 0 })).toBe('no weeks')
		expect(weeks('weeks', { count: 1 })).toBe('1 week')
		expect(weeks('weeks', { count: 12 })).toBe('12 weeks')
		// Hindi counts 0 and 1 as "one".
		const hindi = t('hi', { weeks: '{count, plural, one {# हफ़्ता} other {# हफ़्ते}}' })
		expect(hindi('weeks', { count: 0 })).toBe('0 हफ़्ता')
		expect(hindi('weeks', { count: 2 })).toBe('2 हफ़्ते')
	})

	test('a key the catalogue lacks shows as the key, never as nothing', () => {
		expect(t('pa', {})('nav.home')).toBe('nav.home')
	})
})
