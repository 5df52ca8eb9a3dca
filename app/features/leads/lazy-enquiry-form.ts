import { lazyWithPreload } from '~/components/ui/LazyForm'

/**
 * The enquiry dialog's form, loaded on first use (with its schema and zod) rather than with every
 * page. See LazyForm.tsx for when it is preloaded.
 */
export const LazyEnquiryDialogForm = lazyWithPreload(() => import('./EnquiryDialogForm').then((module) => module.EnquiryDialogForm))
