import { expect, test } from 'vitest'
import { pageOnlyMessages } from '~/features/i18n/catalogues.server'
import { messageRef, resolveMessage } from '~/features/i18n/i18n'
import { twoFactorMessages } from './two-factor'

/** Issue 20: what the two-factor pages say of a refused code is a catalogue key, read in the page's language (both pages send `account.twoFactor.`). */
test('a wrong code, a used code and the back-off read in English, Punjabi and Hindi, the minutes through the plural rules', () => {
	const shown = (locale: 'en' | 'pa' | 'hi', message: string) => resolveMessage({ locale, messages: pageOnlyMessages(locale, 'account.twoFactor.') }, message)
	expect(shown('en', twoFactorMessages.wrongCode)).toBe('That code is not correct. Please try again.')
	expect(shown('en', twoFactorMessages.codeUsed)).toBe('That code has been used already. Please enter the next code your app shows.')
	expect(shown('en', twoFactorMessages.locked)).toBe('Too many wrong codes for this account. Please try again in 15 minutes.')
	expect(shown('en', messageRef(twoFactorMessages.tooManyCodes, { minutes: 1 }))).toBe('Too many wrong codes. Please try again in 1 minute.')
	expect(shown('en', messageRef(twoFactorMessages.tooManyCodes, { minutes: 12 }))).toBe('Too many wrong codes. Please try again in 12 minutes.')
	expect(shown('pa', twoFactorMessages.wrongCode)).toBe('ਇਹ ਕੋਡ ਠੀਕ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।')
	expect(shown('pa', messageRef(twoFactorMessages.tooManyCodes, { minutes: 12 }))).toBe('ਬਹੁਤ ਵਾਰ ਗ਼ਲਤ ਕੋਡ ਲਿਖੇ ਗਏ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ 12 ਮਿੰਟਾਂ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।')
	expect(shown('hi', twoFactorMessages.codeUsed)).toBe('यह कोड पहले ही इस्तेमाल हो चुका है। कृपया आपके ऐप में दिख रहा अगला कोड लिखें।')
	expect(shown('hi', messageRef(twoFactorMessages.tooManyCodes, { minutes: 1 }))).toBe('बहुत बार ग़लत कोड लिखे गए हैं। कृपया 1 मिनट बाद फिर से कोशिश करें।')
})
