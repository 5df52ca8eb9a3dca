import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-database'
import { imageMessages, MAX_IMAGE_BYTES } from './images'
import { detectImageFormat, imageResolver, listImages, readImageVariant, storeImage } from './images.server'
import { imageUploadSchema } from './studio-schema'

const editor = { id: null as unknown as string, name: 'Harleen Editor' }
const alt = { en: 'Students in the IELTS classroom', pa: null, hi: null }

/** A real photo-like picture: a gradient with some noise, so the encoders have work to do. */
function picture(width: number, height: number) {
	const pixels = Buffer.alloc(width * height * 3)
	for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + ((i / 3) % width)) % 256
	return sharp(pixels, { raw: { width, height, channels: 3 } })
}

describe.each(testDatabaseKinds)('the image store on %s', (kind) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(kind)
	})
	afterAll(async () => database?.dispose())

	test('a JPEG is accepted and resized into WebP and AVIF at each width up to its own', async () => {
		const jpeg = await picture(1200, 750).jpeg().toBuffer()
		const stored = await storeImage(database.db, jpeg, alt, editor)
		expect(stored).toMatchObject({ ok: true, created: true })
		const hash = (stored as { hash: string }).hash
		expect(hash).toMatch(/^[0-9a-f]{20}$/)
		for (const [width, height] of [
			[320, 200],
			[640, 400],
			[960, 600],
			[1200, 750],
		]) {
			for (const format of ['webp', 'avif'] as const) {
				const bytes = await readImageVariant(database.db, hash, format, width!)
				const metadata = await sharp(bytes).metadata()
				expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: format === 'avif' ? 'heif' : 'webp', width, height })
			}
		}
		expect(await readImageVariant(database.db, hash, 'webp', 1280)).toBeUndefined()
		// The same bytes again are the same image.
		expect(await storeImage(database.db, jpeg, { ...alt, en: 'Another text' }, editor)).toEqual({ ok: true, hash, created: false })

		const resolve = await imageResolver(database.db)
		expect(resolve(`/media/${hash}`)).toEqual({
			src: `/media/${hash}-1200.webp`,
			srcSet: `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-960.webp 960w, /media/${hash}-1200.webp 1200w`,
			avifSrcSet: `/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w, /media/${hash}-960.avif 960w, /media/${hash}-1200.avif 1200w`,
			width: 1200,
			height: 750,
		})
		expect(resolve('/images/courses/academic.svg')).toEqual({ src: '/images/courses/academic.svg' })
		expect((await listImages(database.db)).find((image) => image.hash === hash)).toMatchObject({ alt, width: 1200, height: 750, url: `/media/${hash}` })
	})

	test('a small PNG is kept at its own width, never enlarged', async () => {
		const png = await picture(200, 120).png().toBuffer()
		const stored = await storeImage(database.db, png, alt, editor)
		expect(stored).toMatchObject({ ok: true })
		const { hash } = stored as { hash: string }
		const resolve = await imageResolver(database.db)
		expect(resolve(`/media/${hash}`)).toMatchObject({ srcSet: `/media/${hash}-200.webp 200w`, width: 200, height: 120 })
	})

	test('a phone photo turned by its EXIF orientation is stored upright', async () => {
		const turned = await picture(300, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer()
		const { hash } = (await storeImage(database.db, turned, alt, editor)) as { hash: string }
		expect((await imageResolver(database.db))(`/media/${hash}`)).toMatchObject({ width: 200, height: 300 })
		expect(await sharp(await readImageVariant(database.db, hash, 'webp', 200)).metadata()).toMatchObject({ width: 200, height: 300 })
	})

	test('a renamed executable and an SVG are refused, whatever their names say', async () => {
		const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(200)])
		const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
		expect(await storeImage(database.db, elf, alt, editor)).toEqual({ ok: false, reason: 'type' })
		expect(await storeImage(database.db, svg, alt, editor)).toEqual({ ok: false, reason: 'type' })
		// A JPEG's first bytes on something that is no picture: sharp cannot read it.
		expect(await storeImage(database.db, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]), alt, editor)).toEqual({ ok: false, reason: 'unreadable' })
	})
})

describe('checking an upload', () => {
	test('the format comes from the bytes', async () => {
		expect(detectImageFormat(await picture(16, 16).jpeg().toBuffer())).toBe('jpeg')
		expect(detectImageFormat(await picture(16, 16).png().toBuffer())).toBe('png')
		expect(detectImageFormat(await picture(16, 16).webp().toBuffer())).toBe('webp')
		expect(detectImageFormat(await picture(16, 16).avif().toBuffer())).toBe('avif')
		expect(detectImageFormat(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBeNull()
		expect(detectImageFormat(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00'))).toBeNull()
	})

	test('more than 10 MB is refused with its message; alt text in English is required', () => {
		const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'photo.jpg', { type: 'image/jpeg' })
		const result = imageUploadSchema.safeParse({ file: big, alt: { en: '', pa: null, hi: null } })
		expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
			['file', imageMessages.tooLarge],
			['alt.en', 'Enter the alt text: what the image shows, for people who cannot see it.'],
		])
	})
})
