import type { CountryDocumentInput } from '../country-guide'
import { australia } from './au'
import { canada } from './ca'
import { germany } from './de'
import { denmark } from './denmark'
import { dubai } from './dubai'
import { europe } from './europe'
import { france } from './france'
import { ireland } from './ireland'
import { italy } from './italy'
import { netherlands } from './netherlands'
import { newZealand } from './nz'
import { poland } from './poland'
import { spain } from './spain'
import { sweden } from './sweden'
import { unitedKingdom } from './united-kingdom'
import { usa } from './usa'

/** One typed data file per guide, in the menu's order; the seeder and the tests check each against the schema. */
export const countrySeeds: CountryDocumentInput[] = [
	unitedKingdom, usa, ireland, canada, germany, dubai, france, europe,
	italy, netherlands, poland, spain, australia, newZealand, sweden, denmark,
]
