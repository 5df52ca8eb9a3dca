import type { JSX, SVGProps } from 'react'
import spriteHref from './icon-sprite.svg?no-inline'
import type { IconName } from './icons'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> & {
	/** Width and height when no size class is given (lucide's default, 24). */
	size?: number | string
}

/** An icon taking the props of lucide-react's components (see icons.ts). */
export type LucideIcon = (props: IconProps) => JSX.Element

/**
 * One lucide icon drawn from the cached sprite (icon-sprite.svg, a content-hashed asset) instead of
 * a copy of its paths per use: the page's HTML carries one `<use>`. The `icon` class (app.css) gives
 * lucide's stroke, colour and 24 px size; size classes and props override them. As lucide does, an
 * icon without an accessible name is hidden from assistive technology.
 */
export function Icon({ name, size, strokeWidth, className, style, children, ...props }: IconProps & { name: IconName }) {
	const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined || children !== undefined
	return (
		<svg
			aria-hidden={named ? undefined : true}
			{...props}
			className={className ? `icon ${className}` : 'icon'}
			// A presentation attribute would lose to the class's defaults: sizes and strokes given as props go in the style.
			style={size === undefined && strokeWidth === undefined ? style : { width: size, height: size, strokeWidth, ...style }}
		>
			{children}
			<use href={`${spriteHref}#${name}`} />
		</svg>
	)
}

/** A component drawing one icon, named and used as lucide-react's is. */
export function lucideIcon(name: IconName): LucideIcon {
	return function SpriteIcon(props: IconProps) {
		return <Icon {...props} name={name} />
	}
}
