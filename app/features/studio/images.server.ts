import { createHash } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '~/db/client.server'
import { contentAudit, contentImages, contentImageVariants } from '~/db/schema'
import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import { cachedRead, CONTENT_CACHE_TTL_MS } from '~/lib/cached-read.server'
import type { Editor } from './content-store.server'
import { IMAGE_WIDTHS, imageUrl, type Localised, MEDIA_PATH_PATTERN, mediaPath, type UploadedImage } from './images'

/*
 * The studio's image store (docs/decisions/013-content-studio.md): an upload is checked by its
 * bytes, resized by sharp into WebP and AVIF at a few widths, and kept in the database under the
 * hash of its bytes, so every process and both databases serve it, at URLs that never change.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif'

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

/** The format the bytes are in (not what the file's name or the browser claims); null for anything else (SVG, executables…). */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
	if (bytes.length < 12) return null
	if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
	if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
	if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
	// ISO base media: a box of type ftyp whose brands name AVIF.
	if (ascii(bytes, 4, 8) === 'ftyp') {
		const boxSize = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0))
		for (let at = 8; at + 4 <= boxSize; at += 4) if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'avif'
	}
	return null
}

/** Pictures larger than this many pixels are refused before they are decoded (a small file can hold a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000

export type StoreImageOutcome = { ok: true; hash: string; created: boolean } | { ok: false; reason: 'type' | 'unreadable' }

/**
 * Stores an uploaded image: its format checked from the bytes, turned upright (EXIF), resized to
 * each width up to its own in WebP and AVIF. The same bytes uploaded twice are one image (the
 * first alt text stays).
 */
export async function storeImage(db: Database, bytes: Buffer, alt: Localised, editor: Editor): Promise<StoreImageOutcome> {
	if (!detectImageFormat(bytes)) return { ok: false, reason: 'type' }
	const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
	const [existing] = await db.select({ hash: contentImages.hash }).from(contentImages).where(eq(contentImages.hash, hash))
	if (existing) return { ok: true, hash, created: false }

	let width: number
	let height: number
	const variants: (typeof contentImageVariants.$inferInsert)[] = []
	try {
		// Each copy decodes the upload afresh: JPEG and WebP decode straight to a smaller size, and no full-size picture is held.
		const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate()
		const metadata = await source().metadata()
		// EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
		const quarterTurn = (metadata.orientation ?? 1) >= 5
		width = quarterTurn ? metadata.height : metadata.width
		height = quarterTurn ? metadata.width : metadata.height
		const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < width), Math.min(width, IMAGE_WIDTHS.at(-1)!)]
		for (const variantWidth of new Set(widths)) {
			for (const format of ['webp', 'avif'] as const) {
				const resized = source().resize({ width: variantWidth, withoutEnlargement: true })
				const encoded = format === 'webp' ? resized.webp({ quality: 80 }) : resized.avif({ quality: 55, effort: 3 })
				const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
				variants.push({ hash, format, width: info.width, height: info.height, bytes: data })
			}
		}
	} catch {
		return { ok: false, reason: 'unreadable' }
	}
	await db.transaction(async (tx) => {
		const [inserted] = await tx
			.insert(contentImages)
			.values({ hash, width, height, alt, uploadedById: editor.id, uploadedByName: editor.name })
			.onConflictDoNothing()
			.returning({ hash: contentImages.hash })
		// Another request stored the same bytes meanwhile: theirs stands.
		if (!inserted) return
		await tx.insert(contentImageVariants).values(variants)
		await tx.insert(contentAudit).values({ type: 'image', key: hash, action: 'upload', userId: editor.id, userName: editor.name })
	})
	imageIndex.invalidate(db)
	return { ok: true, hash, created: true }
}

/** One stored copy, for /media/… */
export async function readImageVariant(db: Database, hash: string, format: 'webp' | 'avif', width: number | null) {
	const [row] = await db
		.select({ bytes: contentImageVariants.bytes })
		.from(contentImageVariants)
		.where(and(eq(contentImageVariants.hash, hash), eq(contentImageVariants.format, format), width === null ? undefined : eq(contentImageVariants.width, width)))
		.orderBy(desc(contentImageVariants.width))
		.limit(1)
	return row?.bytes
}

/** Every image's size and copies (no bytes), by hash: the pages' srcset is built from it. */
const imageIndex = cachedRead(
	async (db: Database) => {
		const images = await db.select({ hash: contentImages.hash, width: contentImages.width, height: contentImages.height, alt: contentImages.alt, createdAt: contentImages.createdAt }).from(contentImages).orderBy(desc(contentImages.createdAt))
		const variants = await db.select({ hash: contentImageVariants.hash, format: contentImageVariants.format, width: contentImageVariants.width, height: contentImageVariants.height }).from(contentImageVariants)
		const byHash = new Map<string, UploadedImage & { variants: { format: 'webp' | 'avif'; width: number; height: number }[] }>()
		for (const image of images)
			byHash.set(image.hash, { hash: image.hash, url: mediaPath(image.hash), width: image.width, height: image.height, alt: image.alt as Localised, uploadedAt: image.createdAt.toISOString(), variants: [] })
		for (const variant of variants) byHash.get(variant.hash)?.variants.push(variant)
		return byHash
	},
	// Images never change; an upload in another process shows here after this lifetime at most (or at its publish's NOTIFY).
	{ ttlMs: CONTENT_CACHE_TTL_MS },
)

/** Drops the index (with the content cache, on every content change). */
export function imagesChanged(db: Database) {
	imageIndex.invalidate(db)
}

/** The uploaded images, newest first: the studio's library and its pickers. */
export async function listImages(db: Database): Promise<UploadedImage[]> {
	return [...(await imageIndex.get(db)).values()].map(({ variants: _variants, ...image }) => image)
}

export type ImageResolver = (url: string | null | undefined) => ResponsiveImage | null

/**
 * Turns an image path of a document into what a page renders: an uploaded image (/media/<hash>)
 * with its WebP and AVIF widths and its size; any other path as it is, at the size the page gives.
 */
export async function imageResolver(db: Database): Promise<ImageResolver> {
	const index = await imageIndex.get(db)
	// One resolver per index read, so what is made from it can be kept with it (courses.server.ts).
	let resolver = resolvers.get(index)
	if (!resolver) resolvers.set(index, (resolver = resolverOf(index)))
	return resolver
}

const resolvers = new WeakMap<object, ImageResolver>()

function resolverOf(index: Awaited<ReturnType<typeof imageIndex.get>>): ImageResolver {
	return (url) => {
		if (!url) return null
		const hash = MEDIA_PATH_PATTERN.exec(url)?.[1]
		const image = hash ? index.get(hash) : undefined
		if (!image) return { src: url }
		const srcSet = (format: 'webp' | 'avif') =>
			image.variants
				.filter((variant) => variant.format === format)
				.toSorted((a, b) => a.width - b.width)
				.map((variant) => `${imageUrl(image.hash, variant.width, format)} ${variant.width}w`)
				.join(', ')
		const largest = image.variants.filter((variant) => variant.format === 'webp').toSorted((a, b) => b.width - a.width)[0]
		return {
			src: largest ? imageUrl(image.hash, largest.width, 'webp') : url,
			srcSet: srcSet('webp'),
			avifSrcSet: srcSet('avif'),
			width: image.width,
			height: image.height,
		}
	}
}
