/**
 * The account and enquiry dialogs' texts in English (their forms, titles and buttons): not in a
 * page's root data. The dialogs load their language's module with their code (dialog-messages.ts);
 * /login, /signup, /enquire and the tools' counsellor form, which show some of them without a
 * dialog, are sent them by their loaders (dialogMessages, catalogues.server.ts). Only `{name}` and
 * `{name, number}` arguments here: the browser compiles these itself (dialog-messages.test.ts).
 */
export const dialogsEn = {
	'enquiry.title': 'Enquire Now',
	'enquiry.intro': 'Tell us what you would like to study. A counsellor will call you back within 24 hours.',
	'enquiry.name': 'Full name',
	'enquiry.course': 'Course you are interested in',
	'enquiry.coursePlaceholder': 'Choose a course',
	'enquiry.email': 'Email',
	'enquiry.mobile': 'Mobile number',
	'enquiry.tellus': 'Tell us about your plans (optional)',
	'enquiry.submit': 'Submit Enquiry',
	'enquiry.submitting': 'Submitting...',
	'enquiry.thankYouTitle': 'Thank you for your enquiry!',
	'enquiry.thankYouBody': 'Our counsellor will contact you within 24 hours.',
	'enquiry.bookSession': 'Or book a free counselling session now',
	'enquiry.error.tellusTooLong': 'Please keep your message under {max, number} characters',
	'enquiry.error.failed': 'Failed to submit enquiry. Please try again.',
	'account.field.name': 'Full name',
	'account.field.password': 'Password',
	'account.field.passwordHint': 'At least 6 characters; avoid common passwords.',
	'account.field.dob': 'Date of birth (optional)',
	'account.field.mobile': 'Mobile number (optional)',
	'account.action.createAccount': 'Create Account',
	'account.fieldName.name': 'Name',
	'account.fieldName.email': 'Email',
	'account.fieldName.password': 'Password',
	'account.fieldName.mobile': 'Mobile number',
	'account.dialog.signupTitle': 'Welcome to {site}',
	'account.dialog.signupDescription': 'Create your free account to explore courses and request enrolment.',
	'account.dialog.loginTitle': 'Welcome Back',
	'account.dialog.loginDescription': 'Log in to see your courses and services.',
	'account.dialog.signingIn': 'Signing In...',
	'account.dialog.creating': 'Creating...',
	'account.dialog.forgotLink': 'Forgot password?',
	'account.dialog.newHere': 'New here?',
	// The account forms' shared labels and errors (also on /forgot-password, /reset-password, /invite and signed-in pages: accountFormMessages).
	'account.field.email': 'Email',
	'account.action.logIn': 'Log In',
	'account.error.passwordTooShort': 'Password must be at least 6 characters long',
	'account.error.tooLong': '{field} must be at most {max} characters',
	'account.error.dob': 'Please enter your date of birth',
	'account.error.commonPassword': 'This password is too common and easy to guess. Please choose another one.',
	'account.error.accountDoesNotExist': 'Account doesn’t exist. Please sign-up first.',
	'account.error.loginFailed': 'Login failed. Please try again.',
	'account.error.signupFailed': 'Signup failed. Please try again.',
} as const
