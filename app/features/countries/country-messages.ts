/** SPEC.md section 8's exact message, shown by the country route's ErrorBoundary with status 500. */
export const COUNTRY_LOAD_ERROR = 'Failed to load country data'

/**
 * The country route's error texts in English: the loader throws them in the page's language
 * (answerTexts); these show when the error came from elsewhere (a page that failed to render).
 */
export const countryLoadErrorEn = {
	title: COUNTRY_LOAD_ERROR,
	body: 'Please try again in a moment. If it keeps happening, message our counsellors and we will help you directly.',
	link: 'See all study destinations',
}
