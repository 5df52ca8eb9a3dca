import { type AppLoadContext, data } from 'react-router'
import { requireEditor } from '~/features/accounts/session.server'
import type { ContentTypeName } from './content-types'
import { contentTypeSchema } from './studio-schema'

/** Every studio loader and action starts here: the role first (401/403), then the type in the URL (404). */
export async function studioRequest(request: Request, context: AppLoadContext, typeParam?: string) {
	const user = await requireEditor(request, context)
	let type: ContentTypeName | undefined
	if (typeParam !== undefined) {
		const parsed = contentTypeSchema.safeParse(typeParam)
		if (!parsed.success) throw data(null, { status: 404 })
		type = parsed.data
	}
	return { user, editor: { id: user.id, name: user.name }, type: type as ContentTypeName }
}

/** Studio pages are staff pages: never cached by a browser or proxy, never indexed. */
export const studioHeaders = () => ({ 'Cache-Control': 'private, no-store' })
