import { defaultSiteSettings } from '~/config/site-settings'

/*
 * The shipped site settings' texts in Punjabi and Hindi (issue 20). They translate the demo
 * defaults only: a deployment whose SITE_* variables say another address starts with the English,
 * and its editors add their own translations in the studio.
 */
export const defaultSiteTextTranslations = {
	tagline: {
		en: defaultSiteSettings.tagline,
		pa: 'ਜਲੰਧਰ, ਪੰਜਾਬ ਵਿੱਚ ਕੋਰਸ, IELTS ਅਤੇ ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ ਬਾਰੇ ਸਲਾਹ',
		hi: 'जालंधर, पंजाब में कोर्स, IELTS और विदेश में पढ़ाई पर सलाह',
	},
	city: { en: defaultSiteSettings.city, pa: 'ਜਲੰਧਰ', hi: 'जालंधर' },
	address: {
		en: defaultSiteSettings.address,
		pa: 'SCO 14, Model Town Road, ਜਲੰਧਰ, ਪੰਜਾਬ 144003, ਭਾਰਤ',
		hi: 'SCO 14, Model Town Road, जालंधर, पंजाब 144003, भारत',
	},
	// What a visitor's WhatsApp chat starts with: in the page's language, since the visitor sends it.
	whatsappGreeting: {
		en: defaultSiteSettings.whatsappGreeting,
		pa: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ! ਕਿਰਪਾ ਕਰਕੇ ਮੈਨੂੰ ਆਪਣੇ ਕੋਰਸਾਂ ਅਤੇ ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ ਦੀਆਂ ਸੇਵਾਵਾਂ ਬਾਰੇ ਹੋਰ ਦੱਸੋ।',
		hi: 'नमस्ते! कृपया मुझे अपने कोर्स और विदेश में पढ़ाई की सेवाओं के बारे में और बताइए।',
	},
	openingHours: {
		en: defaultSiteSettings.openingHours,
		pa: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ਨੀਵਾਰ, ਸਵੇਰੇ 9:30 ਤੋਂ ਸ਼ਾਮ 6:30 ਵਜੇ ਤੱਕ',
		hi: 'सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 बजे तक',
	},
}
