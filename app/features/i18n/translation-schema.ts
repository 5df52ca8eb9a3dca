import { z } from '~/lib/zod'

/** A translation beside the English (issue 20): optional, blank counts as none. */
export const translation = z
	.string()
	.trim()
	.max(8000)
	.nullish()
	.transform((value) => (value ? value : null))
