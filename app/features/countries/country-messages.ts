/** SPEC.md section 8's exact message, shown by the country route's ErrorBoundary with status 500. */
export const COUNTRY_LOAD_ERROR = 'Failed to load country data'
