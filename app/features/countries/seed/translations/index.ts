import type { CountryDocumentInput } from '../../country-guide'
import { australiaTranslations } from './au'
import { canadaTranslations } from './ca'
import { newZealandTranslations } from './nz'
import { unitedKingdomTranslations } from './united-kingdom'
import { usaTranslations } from './usa'

/** A guide's Punjabi and Hindi as its seed ships them (issue 20): the why-study text, the fast facts and the FAQs. */
export type GuideTranslations = NonNullable<CountryDocumentInput['translations']>

/** The guides translated so far, by guide id; the others show their English with the note. */
export const guideTranslations: Partial<Record<string, GuideTranslations>> = {
	'united-kingdom': unitedKingdomTranslations,
	ca: canadaTranslations,
	au: australiaTranslations,
	usa: usaTranslations,
	nz: newZealandTranslations,
}
