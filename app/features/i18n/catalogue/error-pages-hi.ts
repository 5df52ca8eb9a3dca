import type { errorPagesEn } from './error-pages-en'

/** The error and not-found pages' texts in Hindi (error-pages-en.ts): loaded with the error page, in no page's data. */
export const errorPagesHi: Record<keyof typeof errorPagesEn, string> = {
	'error.title': 'कुछ गड़बड़ हो गई',
	'error.status': 'त्रुटि {status}',
	'error.body': 'हम यह पेज नहीं दिखा सके। थोड़ी देर बाद फिर कोशिश करें; अगर फिर भी न खुले, तो हमें फ़ोन या संदेश करें, हम सीधे मदद करेंगे।',
	'error.home': 'होम पेज पर जाएँ',
	'error.notFound.title': 'पेज नहीं मिला',
	'error.notFound.body': 'जो पेज आप ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है। ये पेज काम आ सकते हैं:',
	'error.notFound.contact': 'हमसे संपर्क करें',
}
