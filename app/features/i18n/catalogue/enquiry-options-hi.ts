import type { enquiryOptionsEn } from './enquiry-options-en'

/** The enquiry form's course options in Hindi (enquiry-options-en.ts). */
export const enquiryOptionsHi: Record<keyof typeof enquiryOptionsEn, string> = {
	'enquiry.option.university-undergraduate': 'यूनिवर्सिटी: अंडरग्रेजुएट (बैचलर)',
	'enquiry.option.university-postgraduate': 'यूनिवर्सिटी: पोस्टग्रेजुएट (मास्टर्स)',
	'enquiry.option.university-phd': 'यूनिवर्सिटी: PhD',
	'enquiry.option.skp-foundation': 'SKP: फ़ाउंडेशन',
	'enquiry.option.skp-diploma': 'SKP: डिप्लोमा',
	'enquiry.option.skp-certificate': 'SKP: सर्टिफ़िकेट',
	'enquiry.option.languages-english': 'भाषा: अंग्रेज़ी',
	'enquiry.option.languages-french': 'भाषा: फ़्रेंच',
	'enquiry.option.languages-german': 'भाषा: जर्मन',
	'enquiry.option.languages-spanish': 'भाषा: स्पैनिश',
	'enquiry.option.ielts-academic': 'IELTS: एकेडमिक',
	'enquiry.option.ielts-general': 'IELTS: जनरल ट्रेनिंग',
	'enquiry.option.ielts-preparation': 'IELTS: तैयारी',
	'enquiry.option.other': 'कोई और / अभी तय नहीं',
}
