import type { errorPagesEn } from './error-pages-en'

/** The error and not-found pages' texts in Punjabi (error-pages-en.ts): loaded with the error page, in no page's data. */
export const errorPagesPa: Record<keyof typeof errorPagesEn, string> = {
	'error.title': 'ਕੁਝ ਗ਼ਲਤ ਹੋ ਗਿਆ',
	'error.status': 'ਗ਼ਲਤੀ {status}',
	'error.body': 'ਅਸੀਂ ਇਹ ਸਫ਼ਾ ਵਿਖਾ ਨਹੀਂ ਸਕੇ। ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ; ਜੇ ਫਿਰ ਵੀ ਨਾ ਖੁੱਲ੍ਹੇ, ਤਾਂ ਸਾਨੂੰ ਫ਼ੋਨ ਜਾਂ ਸੁਨੇਹਾ ਕਰੋ, ਅਸੀਂ ਸਿੱਧੀ ਮਦਦ ਕਰਾਂਗੇ।',
	'error.home': 'ਮੁੱਖ ਸਫ਼ੇ ’ਤੇ ਜਾਓ',
	'error.notFound.title': 'ਸਫ਼ਾ ਨਹੀਂ ਮਿਲਿਆ',
	'error.notFound.body': 'ਜੋ ਸਫ਼ਾ ਤੁਸੀਂ ਲੱਭ ਰਹੇ ਹੋ, ਉਹ ਮੌਜੂਦ ਨਹੀਂ ਜਾਂ ਕਿਤੇ ਹੋਰ ਚਲਾ ਗਿਆ ਹੈ। ਇਹ ਸਫ਼ੇ ਕੰਮ ਆ ਸਕਦੇ ਹਨ:',
	'error.notFound.contact': 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ',
}
