import { lazyWithPreload } from '~/components/ui/LazyForm'
import { preloadModal } from '~/components/ui/Modal'

/**
 * The account dialogs' forms, loaded on first use (with their schemas and zod) rather than with
 * every page. See LazyForm.tsx for when they are preloaded.
 */
export const LazyLoginDialogForm = lazyWithPreload(() => import('./LoginDialogForm').then((module) => module.LoginDialogForm))
export const LazySignupDialogForm = lazyWithPreload(() => import('./SignupDialogForm').then((module) => module.SignupDialogForm))
export const LazyEditProfileForm = lazyWithPreload(() => import('./EditProfileForm').then((module) => module.EditProfileForm))

/** The forms a visitor can open from the account menu (login and signup, or the profile once signed in) and their dialog. */
export function preloadAccountForms(signedIn: boolean) {
	void preloadModal()
	if (signedIn) void LazyEditProfileForm.preload()
	else {
		void LazyLoginDialogForm.preload()
		void LazySignupDialogForm.preload()
	}
}
