import { readImageVariant } from '~/features/studio/images.server'
import type { Route } from './+types/media'

/** The hash names the bytes, so a copy's URL always answers the same: cached for a year, never checked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * An uploaded image's copies (decision 013): /media/<hash>-<width>.<webp|avif>, and /media/<hash>
 * (the largest WebP: the path documents store) for anything that shows the path as it is.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
	const match = /^([0-9a-f]{20})(?:-([1-9][0-9]{0,4})\.(webp|avif))?$/.exec(params.file)
	if (!match) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
	const [, hash, width, format] = match
	const bytes = await readImageVariant(context.services.db, hash!, (format as 'webp' | 'avif' | undefined) ?? 'webp', width ? Number(width) : null)
	if (!bytes) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } })
	return new Response(new Uint8Array(bytes), {
		headers: { 'Content-Type': `image/${format ?? 'webp'}`, 'Content-Length': String(bytes.length), 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' },
	})
}
