/**
 * The error and not-found pages' English (part of en.ts), in the browser's code: an error page
 * must read as words, never as message keys, even when its Punjabi or Hindi
 * (error-pages-pa.ts, error-pages-hi.ts, loaded with it: useErrorPageT) cannot be loaded.
 */
export const errorPagesEn = {
	'error.title': 'Something went wrong',
	'error.status': 'Error {status}',
	'error.body': 'We could not show this page. Please try again in a moment; if it keeps happening, call or message us and we will help you directly.',
	'error.home': 'Go to the home page',
	'error.notFound.title': 'Page not found',
	'error.notFound.body': 'The page you asked for does not exist or has moved. These pages may help:',
	'error.notFound.contact': 'Contact us',
} as const
