/*
 * What the studio's pages and the public pages share about uploaded images, without zod or sharp:
 * their URLs, sizes and limits (decision 013). The server side is images.server.ts.
 */

/** The widths each upload is resized to (no wider than the upload itself). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const

/** The largest upload taken, in bytes (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

export type Localised = { en: string; pa: string | null; hi: string | null }

export type UploadedImage = { hash: string; url: string; width: number; height: number; alt: Localised; uploadedAt: string }

/** How documents name an uploaded image: a path on this site. */
export const mediaPath = (hash: string) => `/media/${hash}`

/** A document's path to an uploaded image, its hash captured. */
export const MEDIA_PATH_PATTERN = /^\/media\/([0-9a-f]{20})$/

/** One resized copy: the hash names the bytes, so the URL's content never changes. */
export const imageUrl = (hash: string, width: number, format: 'webp' | 'avif') => `/media/${hash}-${width}.${format}`

export const imageMessages = {
	tooLarge: 'This image is larger than 10 MB. Please choose a smaller one (or save it at a lower size) and try again.',
	wrongType: 'This file is not a JPEG, PNG, WebP or AVIF image. Please choose a photo in one of those formats (SVG files are not accepted).',
	unreadable: 'This image could not be read. It may be damaged: please export it again and try once more.',
	chooseFile: 'Choose an image to upload.',
	/** An image field with nothing chosen: its placeholder, and the message when it is sent so. */
	chooseImage: 'Choose an image',
	uploaded: 'Image uploaded. Choose it in a course or post to use it.',
	alreadyThere: 'This image was uploaded before; it is in the list below.',
} as const
