import type { ComponentProps } from 'react'

/**
 * An image as the server resolved it: an uploaded one with its WebP and AVIF widths and its own
 * size; a file shipped with the site with its path only (the page gives the size).
 */
export type ResponsiveImage = { src: string; srcSet?: string; avifSrcSet?: string; width?: number; height?: number }

/**
 * A <picture>: AVIF where the browser takes it, WebP otherwise; width and height reserve its space
 * before it loads, `sizes` lets the browser pick the smallest copy that fills the layout.
 */
export function Picture({
	image,
	sizes,
	alt,
	width,
	height,
	...img
}: { image: ResponsiveImage; sizes: string; alt: string } & Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'>) {
	return (
		<picture>
			{image.avifSrcSet ? <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} /> : null}
			<img alt={alt} src={image.src} srcSet={image.srcSet} sizes={image.srcSet ? sizes : undefined} width={image.width ?? width} height={image.height ?? height} {...img} />
		</picture>
	)
}
