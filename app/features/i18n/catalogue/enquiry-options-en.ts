/**
 * The enquiry form's course options in English: SPEC's labels, as in enquiry.ts (an English page
 * is sent neither, it shows enquiry.ts's). Their own module so the enquiry dialog, loaded on first
 * use, can load the Punjabi or Hindi one alone (EnquiryDialogForm.tsx): they are in no page's root data.
 */
export const enquiryOptionsEn = {
	'enquiry.option.university-undergraduate': 'University: Undergraduate',
	'enquiry.option.university-postgraduate': 'University: Postgraduate',
	'enquiry.option.university-phd': 'University: PhD',
	'enquiry.option.skp-foundation': 'SKP: Foundation',
	'enquiry.option.skp-diploma': 'SKP: Diploma',
	'enquiry.option.skp-certificate': 'SKP: Certificate',
	'enquiry.option.languages-english': 'Languages: English',
	'enquiry.option.languages-french': 'Languages: French',
	'enquiry.option.languages-german': 'Languages: German',
	'enquiry.option.languages-spanish': 'Languages: Spanish',
	'enquiry.option.ielts-academic': 'IELTS: Academic',
	'enquiry.option.ielts-general': 'IELTS: General Training',
	'enquiry.option.ielts-preparation': 'IELTS: Preparation',
	'enquiry.option.other': 'Other / not sure yet',
} as const
