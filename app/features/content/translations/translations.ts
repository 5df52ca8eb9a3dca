/** A data module's Punjabi and Hindi, each in the English one's shape (issue 20): the seeds' pa and hi values. */
export type Translations<Content> = Partial<Record<'pa' | 'hi', Content>>

/** One item's Punjabi and Hindi out of a list module's translations, found by the English item's id. */
export const translationsOf = <Item extends { id: string }>(translations: Translations<Item[]>, id: string): Translations<Item> => ({
	pa: translations.pa?.find((item) => item.id === id),
	hi: translations.hi?.find((item) => item.id === id),
})
