import { describe, expect, it } from 'vitest'
import { entryIn } from './localised-text'

const fees = {
	validFrom: '2026-04-01',
	title: { en: 'Fees', pa: 'ਫ਼ੀਸਾਂ', hi: 'फ़ीस' },
	note: { en: 'GST included.', pa: 'GST ਸ਼ਾਮਲ ਹੈ।', hi: null },
	code: { en: '+44', pa: null, hi: null },
	caption: { en: null, pa: null, hi: null },
}

describe('an entry in a page’s language', () => {
	it('shows every text in the language when all are translated, other fields as they are', () => {
		expect(entryIn(fees, 'pa')).toEqual({
			entry: { validFrom: '2026-04-01', title: 'ਫ਼ੀਸਾਂ', note: 'GST ਸ਼ਾਮਲ ਹੈ।', code: '+44', caption: null },
			lang: 'pa',
			translated: true,
		})
	})

	it('shows the whole entry in English, marked untranslated, when one text has no translation', () => {
		expect(entryIn(fees, 'hi')).toEqual({ entry: { validFrom: '2026-04-01', title: 'Fees', note: 'GST included.', code: '+44', caption: null }, lang: 'en', translated: false })
		// A blank translation is none.
		expect(entryIn({ title: { en: 'Fees', pa: '  ', hi: null } }, 'pa')).toMatchObject({ entry: { title: 'Fees' }, translated: false })
	})

	it('is the English, translated as it is, on an English page', () => {
		expect(entryIn(fees, 'en')).toEqual({ entry: { validFrom: '2026-04-01', title: 'Fees', note: 'GST included.', code: '+44', caption: null }, lang: 'en', translated: true })
	})
})
