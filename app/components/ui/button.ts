/** The site's buttons and button-like links: one look per kind. */
export type ButtonVariant = 'primary' | 'secondary' | 'accent'

const variantClass: Record<ButtonVariant, string> = {
	primary: 'rounded-full bg-brand-800 px-5 py-3 font-bold text-white hover:bg-brand-700',
	secondary: 'rounded-full border border-brand-200 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50',
	// On the dark footer band, beside an input.
	accent: 'rounded-lg bg-accent-500 px-4 py-2 text-sm font-bold text-brand-900 hover:bg-accent-400',
}

/** `block`: the full width of its container (the dialogs' buttons). */
export function buttonClass(variant: ButtonVariant = 'primary', { block = false }: { block?: boolean } = {}) {
	return `inline-flex items-center justify-center gap-2 disabled:cursor-wait disabled:opacity-80 ${block ? 'w-full ' : ''}${variantClass[variant]}`
}
