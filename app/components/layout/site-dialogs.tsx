import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'

/**
 * The site's modal dialogs (SPEC: Login, Signup, Edit Profile, Enquiry). Only one is open at a
 * time by construction: opening one replaces whichever was open.
 */
export type SiteDialogName = 'login' | 'signup' | 'profile' | 'enquiry'

export type SiteDialogOptions = { course?: string }

type SiteDialogsValue = {
	active: SiteDialogName | null
	options: SiteDialogOptions
	open(name: SiteDialogName, options?: SiteDialogOptions): void
	close(): void
}

const SiteDialogsContext = createContext<SiteDialogsValue | null>(null)

export function SiteDialogsProvider({ children }: { children: ReactNode }) {
	const [state, setState] = useState<{ active: SiteDialogName | null; options: SiteDialogOptions }>({
		active: null,
		options: {},
	})
	const open = useCallback((name: SiteDialogName, options: SiteDialogOptions = {}) => setState({ active: name, options }), [])
	const close = useCallback(() => setState({ active: null, options: {} }), [])
	const value = useMemo(() => ({ ...state, open, close }), [state, open, close])
	return <SiteDialogsContext value={value}>{children}</SiteDialogsContext>
}

export function useSiteDialogs() {
	const value = useContext(SiteDialogsContext)
	if (!value) throw new Error('useSiteDialogs must be used inside SiteDialogsProvider')
	return value
}
