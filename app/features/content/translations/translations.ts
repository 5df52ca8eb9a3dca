/** A data module's Punjabi and Hindi, each in the English one's shape (issue 20): the seeds' pa and hi values. */
export type Translations<Content> = Partial<Record<'pa' | 'hi', Content>>
