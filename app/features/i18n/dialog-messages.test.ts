import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, test } from 'vitest'
import { dialogsEn } from './catalogue/dialogs-en'
import { dialogsHi } from './catalogue/dialogs-hi'
import { dialogsPa } from './catalogue/dialogs-pa'
import { compileSimpleMessage, dialogMessagesIn } from './dialog-messages'

describe('the dialogs’ messages, compiled in the browser', () => {
	test.each([
		['en', dialogsEn],
		['pa', dialogsPa],
		['hi', dialogsHi],
	])('every %s text compiles as the server’s compiler does', (_, texts) => {
		for (const text of Object.values(texts)) expect(compileSimpleMessage(text), text).toEqual(compileMessage(text))
	})

	test('a language’s module is loaded and compiled once', async () => {
		const messages = await dialogMessagesIn('pa')
		expect(messages['account.dialog.signupTitle']).toEqual([['site'], ' ਵਿੱਚ ਜੀ ਆਇਆਂ ਨੂੰ'])
		expect(dialogMessagesIn('pa')).toBe(dialogMessagesIn('pa'))
	})
})
