import type { CountryDocumentInput } from '../../country-guide'
import { australiaTranslations } from './au'
import { canadaTranslations } from './ca'
import { germanyTranslations } from './de'
import { denmarkTranslations } from './denmark'
import { dubaiTranslations } from './dubai'
import { europeTranslations } from './europe'
import { franceTranslations } from './france'
import { irelandTranslations } from './ireland'
import { italyTranslations } from './italy'
import { netherlandsTranslations } from './netherlands'
import { newZealandTranslations } from './nz'
import { polandTranslations } from './poland'
import { spainTranslations } from './spain'
import { swedenTranslations } from './sweden'
import { unitedKingdomTranslations } from './united-kingdom'
import { usaTranslations } from './usa'

/** A guide's Punjabi and Hindi as its seed ships them (issue 20): the why-study text, the fast facts and the FAQs. */
export type GuideTranslations = NonNullable<CountryDocumentInput['translations']>

/** Every guide's translations, by guide id; a guide added without them shows its English with the note. */
export const guideTranslations: Partial<Record<string, GuideTranslations>> = {
	'united-kingdom': unitedKingdomTranslations,
	ca: canadaTranslations,
	au: australiaTranslations,
	usa: usaTranslations,
	nz: newZealandTranslations,
	de: germanyTranslations,
	ireland: irelandTranslations,
	france: franceTranslations,
	netherlands: netherlandsTranslations,
	spain: spainTranslations,
	europe: europeTranslations,
	denmark: denmarkTranslations,
	dubai: dubaiTranslations,
	italy: italyTranslations,
	poland: polandTranslations,
	sweden: swedenTranslations,
}
