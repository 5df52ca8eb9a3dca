import { GraduationCap } from '~/components/ui/icons'
import { useEffect, useRef, useState } from 'react'
import { Picture, type ResponsiveImage } from '~/components/ui/ResponsiveImage'

type CourseImageProps = {
	src: string | null
	/** The image as the server resolved it (an uploaded one brings its copies and size). */
	image?: ResponsiveImage | null
	/** How wide the picture shows, for the browser's choice among the copies. */
	sizes?: string
	className?: string
	loading?: 'lazy' | 'eager'
	/** 'high' for the picture that is the page's largest first paint (the course page's own). */
	fetchPriority?: 'high' | 'auto'
}

/**
 * A course's picture, or a graduation-cap box of the same size when there is none or it fails to
 * load (SPEC.md: a broken course image is hidden and replaced by a fallback icon). The picture is
 * decorative: the course title follows it.
 */
export function CourseImage({ src, image, sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw', className = '', loading = 'lazy', fetchPriority }: CourseImageProps) {
	const [failed, setFailed] = useState(!src)
	const imageRef = useRef<HTMLImageElement>(null)

	useEffect(() => {
		setFailed(!src)
	}, [src])

	// A server-rendered image can fail before React attaches onError: check it once hydrated.
	useEffect(() => {
		const img = imageRef.current
		if (img && img.complete && img.naturalWidth === 0) setFailed(true)
	}, [src])

	if (failed || !src) {
		return (
			<div
				data-testid="course-image-fallback"
				className={`flex aspect-[8/5] w-full items-center justify-center bg-brand-50 text-brand-700 ${className}`}
			>
				<GraduationCap aria-hidden="true" className="size-14" strokeWidth={1.5} />
			</div>
		)
	}
	const picture = image ?? { src }
	return (
		<Picture
			ref={imageRef}
			image={picture}
			sizes={sizes}
			alt=""
			width={640}
			height={400}
			loading={loading}
			fetchPriority={fetchPriority}
			decoding="async"
			onError={() => setFailed(true)}
			className={`aspect-[8/5] w-full object-cover ${className}`}
		/>
	)
}
