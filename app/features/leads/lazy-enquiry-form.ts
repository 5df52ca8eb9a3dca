import { lazyWithPreload } from '~/components/ui/LazyForm'
import { preloadModal } from '~/components/ui/Modal'

/**
 * The enquiry dialog's form, loaded on first use (with its schema and zod) rather than with every
 * page. See LazyForm.tsx for when it is preloaded.
 */
export const LazyEnquiryDialogForm = lazyWithPreload(() => import('./EnquiryDialogForm').then((module) => module.EnquiryDialogForm))

/** The enquiry's dialog and form, loaded ahead of a click (when idle, or on pointing at or focusing a link to /enquire). */
export function preloadEnquiry() {
	void preloadModal()
	void LazyEnquiryDialogForm.preload()
}
