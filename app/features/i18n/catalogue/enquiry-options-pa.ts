import type { enquiryOptionsEn } from './enquiry-options-en'

/** The enquiry form's course options in Punjabi (enquiry-options-en.ts). */
export const enquiryOptionsPa: Record<keyof typeof enquiryOptionsEn, string> = {
	'enquiry.option.university-undergraduate': 'ਯੂਨੀਵਰਸਿਟੀ: ਅੰਡਰਗ੍ਰੈਜੂਏਟ (ਬੈਚਲਰ)',
	'enquiry.option.university-postgraduate': 'ਯੂਨੀਵਰਸਿਟੀ: ਪੋਸਟਗ੍ਰੈਜੂਏਟ (ਮਾਸਟਰਜ਼)',
	'enquiry.option.university-phd': 'ਯੂਨੀਵਰਸਿਟੀ: PhD',
	'enquiry.option.skp-foundation': 'SKP: ਫ਼ਾਊਂਡੇਸ਼ਨ',
	'enquiry.option.skp-diploma': 'SKP: ਡਿਪਲੋਮਾ',
	'enquiry.option.skp-certificate': 'SKP: ਸਰਟੀਫ਼ਿਕੇਟ',
	'enquiry.option.languages-english': 'ਭਾਸ਼ਾ: ਅੰਗਰੇਜ਼ੀ',
	'enquiry.option.languages-french': 'ਭਾਸ਼ਾ: ਫ਼੍ਰੈਂਚ',
	'enquiry.option.languages-german': 'ਭਾਸ਼ਾ: ਜਰਮਨ',
	'enquiry.option.languages-spanish': 'ਭਾਸ਼ਾ: ਸਪੈਨਿਸ਼',
	'enquiry.option.ielts-academic': 'IELTS: ਅਕਾਦਮਿਕ',
	'enquiry.option.ielts-general': 'IELTS: ਜਨਰਲ ਟ੍ਰੇਨਿੰਗ',
	'enquiry.option.ielts-preparation': 'IELTS: ਤਿਆਰੀ',
	'enquiry.option.other': 'ਕੋਈ ਹੋਰ / ਹਾਲੇ ਪੱਕਾ ਨਹੀਂ',
}
