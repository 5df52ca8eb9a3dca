import type { PageIntroKey } from '~/features/studio/content-types'

/*
 * The first seed of the home page's hero and About block, the page introductions and the menu
 * labels (content types 'home-page', 'page-intro', 'menu'): the English as the site has always
 * shown it, with Punjabi and Hindi written for parents. `{name}` and `{city}` stand for the site
 * settings' values.
 */

type Texts = { en: string; pa: string; hi: string }
/** A text the site showed in English only: the /pa and /hi pages show it in English until an editor translates it. */
type EnglishText = { en: string; pa: null; hi: null }
const englishOnly = (en: string): EnglishText => ({ en, pa: null, hi: null })

export const homePageTexts = {
	heroEyebrow: { en: '{city}, Punjab', pa: '{city}, ਪੰਜਾਬ', hi: '{city}, पंजाब' },
	heroTitle: { en: 'Learn here. Study anywhere.', pa: 'ਇੱਥੇ ਸਿੱਖੋ। ਦੁਨੀਆ ਵਿੱਚ ਕਿਤੇ ਵੀ ਪੜ੍ਹੋ।', hi: 'यहाँ सीखिए। दुनिया में कहीं भी पढ़िए।' },
	heroText: {
		en: '{name} prepares students from Punjab for university, IELTS and life abroad, with counsellors who stay with you from the first question to the visa.',
		pa: '{name} ਪੰਜਾਬ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਯੂਨੀਵਰਸਿਟੀ, IELTS ਅਤੇ ਵਿਦੇਸ਼ ਦੀ ਜ਼ਿੰਦਗੀ ਲਈ ਤਿਆਰ ਕਰਦਾ ਹੈ। ਸਾਡੇ ਕਾਊਂਸਲਰ ਪਹਿਲੇ ਸਵਾਲ ਤੋਂ ਲੈ ਕੇ ਵੀਜ਼ਾ ਮਿਲਣ ਤੱਕ ਤੁਹਾਡੇ ਬੱਚੇ ਦੇ ਨਾਲ ਰਹਿੰਦੇ ਹਨ।',
		hi: '{name} पंजाब के विद्यार्थियों को विश्वविद्यालय, IELTS और विदेश में जीवन के लिए तैयार करता है। हमारे काउंसलर पहले सवाल से लेकर वीज़ा मिलने तक आपके बच्चे के साथ रहते हैं।',
	},
	enquireLabel: { en: 'Enquire Now', pa: 'ਪੁੱਛਗਿੱਛ ਕਰੋ', hi: 'पूछताछ करें' },
	coursesLabel: { en: 'View Courses', pa: 'ਕੋਰਸ ਵੇਖੋ', hi: 'कोर्स देखें' },
	bookLabel: { en: 'Book a free counselling session', pa: 'ਮੁਫ਼ਤ ਕਾਊਂਸਲਿੰਗ ਸੈਸ਼ਨ ਬੁੱਕ ਕਰੋ', hi: 'मुफ़्त काउंसलिंग सेशन बुक करें' },
	heroImageAlt: {
		en: 'A student with a backpack walking from the institute towards a plane and a university building',
		pa: 'ਪਿੱਠ ’ਤੇ ਬਸਤਾ ਲਈ ਇੱਕ ਵਿਦਿਆਰਥੀ ਇੰਸਟੀਚਿਊਟ ਤੋਂ ਜਹਾਜ਼ ਅਤੇ ਯੂਨੀਵਰਸਿਟੀ ਦੀ ਇਮਾਰਤ ਵੱਲ ਜਾਂਦਾ ਹੋਇਆ',
		hi: 'पीठ पर बस्ता लिए एक विद्यार्थी संस्थान से हवाई जहाज़ और विश्वविद्यालय की इमारत की ओर जाता हुआ',
	},
	aboutEyebrow: { en: 'About us', pa: 'ਸਾਡੇ ਬਾਰੇ', hi: 'हमारे बारे में' },
	aboutTitle: { en: 'Why students choose {name}', pa: 'ਵਿਦਿਆਰਥੀ {name} ਨੂੰ ਕਿਉਂ ਚੁਣਦੇ ਹਨ', hi: 'विद्यार्थी {name} को क्यों चुनते हैं' },
	aboutText: {
		en: 'For over 15 years our institute in {city} has helped students from Punjab plan their studies, pass their tests and settle in abroad.',
		pa: '15 ਸਾਲਾਂ ਤੋਂ ਵੱਧ ਸਮੇਂ ਤੋਂ {city} ਵਿੱਚ ਸਾਡਾ ਇੰਸਟੀਚਿਊਟ ਪੰਜਾਬ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਪੜ੍ਹਾਈ ਦੀ ਯੋਜਨਾ ਬਣਾਉਣ, ਟੈਸਟ ਪਾਸ ਕਰਨ ਅਤੇ ਵਿਦੇਸ਼ ਵਿੱਚ ਟਿਕਣ ਵਿੱਚ ਮਦਦ ਕਰ ਰਿਹਾ ਹੈ।',
		hi: '15 से अधिक वर्षों से {city} में हमारा संस्थान पंजाब के विद्यार्थियों को पढ़ाई की योजना बनाने, परीक्षाएँ पास करने और विदेश में बसने में मदद कर रहा है।',
	},
	feature1Title: { en: 'Courses that count', pa: 'ਕੰਮ ਆਉਣ ਵਾਲੇ ਕੋਰਸ', hi: 'काम आने वाले कोर्स' },
	feature1Text: {
		en: 'University pathways, SKP foundation, diploma and certificate programmes, language classes and IELTS, taught in small batches.',
		pa: 'ਯੂਨੀਵਰਸਿਟੀ ਤੱਕ ਪਹੁੰਚਣ ਦੇ ਰਾਹ, SKP ਫਾਊਂਡੇਸ਼ਨ, ਡਿਪਲੋਮਾ ਅਤੇ ਸਰਟੀਫਿਕੇਟ ਪ੍ਰੋਗਰਾਮ, ਭਾਸ਼ਾ ਦੀਆਂ ਕਲਾਸਾਂ ਅਤੇ IELTS, ਸਭ ਛੋਟੇ ਬੈਚਾਂ ਵਿੱਚ, ਤਾਂ ਜੋ ਹਰ ਬੱਚੇ ਵੱਲ ਧਿਆਨ ਦਿੱਤਾ ਜਾ ਸਕੇ।',
		hi: 'विश्वविद्यालय तक पहुँचने की राह, SKP फ़ाउंडेशन, डिप्लोमा और सर्टिफ़िकेट प्रोग्राम, भाषा की कक्षाएँ और IELTS, सब छोटे बैचों में, ताकि हर बच्चे पर ध्यान दिया जा सके।',
	},
	feature2Title: { en: 'Honest counselling', pa: 'ਸੱਚੀ ਅਤੇ ਖਰੀ ਸਲਾਹ', hi: 'सच्ची और खरी सलाह' },
	feature2Text: {
		en: 'Free, unhurried advice on courses, countries and costs, with your parents welcome at every meeting.',
		pa: 'ਕੋਰਸਾਂ, ਦੇਸ਼ਾਂ ਅਤੇ ਖ਼ਰਚਿਆਂ ਬਾਰੇ ਮੁਫ਼ਤ ਅਤੇ ਬਿਨਾਂ ਕਾਹਲੀ ਦੇ ਸਲਾਹ। ਹਰ ਮੁਲਾਕਾਤ ਵਿੱਚ ਮਾਪਿਆਂ ਦਾ ਸਵਾਗਤ ਹੈ।',
		hi: 'कोर्स, देशों और ख़र्च के बारे में मुफ़्त और इत्मीनान से सलाह। हर मुलाक़ात में माता-पिता का स्वागत है।',
	},
	feature3Title: { en: 'With you to departure', pa: 'ਰਵਾਨਗੀ ਤੱਕ ਤੁਹਾਡੇ ਨਾਲ', hi: 'रवानगी तक आपके साथ' },
	feature3Text: {
		en: 'Applications, visa files, accommodation and insurance handled by one team that knows your case.',
		pa: 'ਦਾਖ਼ਲੇ ਦੀਆਂ ਅਰਜ਼ੀਆਂ, ਵੀਜ਼ਾ ਫਾਈਲ, ਰਿਹਾਇਸ਼ ਅਤੇ ਬੀਮਾ, ਸਭ ਕੁਝ ਇੱਕੋ ਟੀਮ ਸੰਭਾਲਦੀ ਹੈ ਜੋ ਤੁਹਾਡੇ ਬੱਚੇ ਦੀ ਫਾਈਲ ਨੂੰ ਸ਼ੁਰੂ ਤੋਂ ਜਾਣਦੀ ਹੈ।',
		hi: 'दाख़िले के आवेदन, वीज़ा फ़ाइल, रहने की व्यवस्था और बीमा, सब कुछ एक ही टीम संभालती है जो आपके बच्चे का मामला शुरू से जानती है।',
	},
	aboutLinkLabel: { en: 'More about us', pa: 'ਸਾਡੇ ਬਾਰੇ ਹੋਰ ਜਾਣੋ', hi: 'हमारे बारे में और जानें' },
} satisfies Record<string, Texts>

/** The home hero's picture as shipped, until an editor chooses an upload (studio: Home page). */
export const homeHeroImage = '/images/home/hero.svg'

/** The home page's section headings and their lead texts, below the About block. */
export const homeSectionTexts = {
	popularTitle: { en: 'Popular courses', pa: 'ਮਸ਼ਹੂਰ ਕੋਰਸ', hi: 'लोकप्रिय कोर्स' },
	popularLead: {
		en: 'Classroom courses at our institute, taught in small batches by trainers who know what universities and visa officers look for.',
		pa: 'ਸਾਡੇ ਇੰਸਟੀਚਿਊਟ ਵਿੱਚ ਕਲਾਸਰੂਮ ਕੋਰਸ, ਛੋਟੇ ਬੈਚਾਂ ਵਿੱਚ, ਅਜਿਹੇ ਟ੍ਰੇਨਰਾਂ ਵੱਲੋਂ ਜੋ ਜਾਣਦੇ ਹਨ ਕਿ ਯੂਨੀਵਰਸਿਟੀਆਂ ਅਤੇ ਵੀਜ਼ਾ ਅਫ਼ਸਰ ਕੀ ਦੇਖਦੇ ਹਨ।',
		hi: 'हमारे इंस्टीट्यूट में क्लासरूम कोर्स, छोटे बैचों में, ऐसे ट्रेनरों के साथ जो जानते हैं कि यूनिवर्सिटियाँ और वीज़ा अफ़सर क्या देखते हैं।',
	},
	featuredEyebrow: { en: 'Learn online', pa: 'ਔਨਲਾਈਨ ਪੜ੍ਹੋ', hi: 'ऑनलाइन पढ़ें' },
	featuredTitle: { en: 'Featured online courses', pa: 'ਚੋਣਵੇਂ ਔਨਲਾਈਨ ਕੋਰਸ', hi: 'चुनिंदा ऑनलाइन कोर्स' },
	featuredLead: {
		en: 'Live classes you can join from anywhere in Punjab, taught by the same trainers as our classroom batches.',
		pa: 'ਲਾਈਵ ਕਲਾਸਾਂ, ਜੋ ਤੁਸੀਂ ਪੰਜਾਬ ਵਿੱਚ ਕਿਤੋਂ ਵੀ ਜੁਆਇਨ ਕਰ ਸਕਦੇ ਹੋ, ਉਹੀ ਟ੍ਰੇਨਰ ਪੜ੍ਹਾਉਂਦੇ ਹਨ ਜੋ ਸਾਡੇ ਕਲਾਸਰੂਮ ਬੈਚ ਪੜ੍ਹਾਉਂਦੇ ਹਨ।',
		hi: 'लाइव क्लासें, जिन्हें आप पंजाब में कहीं से भी जॉइन कर सकते हैं, वही ट्रेनर पढ़ाते हैं जो हमारे क्लासरूम बैच पढ़ाते हैं।',
	},
	testimonialsEyebrow: { en: 'Testimonials', pa: 'ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਰਾਏ', hi: 'विद्यार्थियों की राय' },
	testimonialsTitle: { en: 'What our students say', pa: 'ਸਾਡੇ ਵਿਦਿਆਰਥੀ ਕੀ ਕਹਿੰਦੇ ਹਨ', hi: 'हमारे विद्यार्थी क्या कहते हैं' },
	postsEyebrow: { en: 'Journal', pa: 'ਜਰਨਲ', hi: 'जर्नल' },
	postsTitle: { en: 'Recent from our blog', pa: 'ਸਾਡੇ ਬਲੌਗ ਤੋਂ ਨਵੇਂ ਲੇਖ', hi: 'हमारे ब्लॉग से नए लेख' },
	faqEyebrow: { en: 'FAQ', pa: 'ਸਵਾਲ-ਜਵਾਬ', hi: 'सवाल-जवाब' },
	faqTitle: { en: 'Frequently asked questions', pa: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ', hi: 'अक्सर पूछे जाने वाले सवाल' },
} satisfies Record<string, Texts>

/** The heading bands of the pages with no entry of their own to hold them, by page (the page's path without its slash). */
export const pageIntroTexts = {
	about: {
		eyebrow: { en: 'About', pa: 'ਸਾਡੇ ਬਾਰੇ', hi: 'हमारे बारे में' },
		title: { en: 'About Us', pa: 'ਸਾਡੀ ਜਾਣ-ਪਛਾਣ', hi: 'हमारा परिचय' },
		intro: null,
		sectionTitle: { en: 'Our story', pa: 'ਸਾਡੀ ਕਹਾਣੀ', hi: 'हमारी कहानी' },
		linkLabel: { en: 'Meet our founders', pa: 'ਸਾਡੇ ਸੰਸਥਾਪਕਾਂ ਨੂੰ ਮਿਲੋ', hi: 'हमारे संस्थापकों से मिलिए' },
	},
	team: {
		eyebrow: { en: 'Our team', pa: 'ਸਾਡੀ ਟੀਮ', hi: 'हमारी टीम' },
		title: { en: 'Meet our founders', pa: 'ਸਾਡੇ ਸੰਸਥਾਪਕਾਂ ਨੂੰ ਮਿਲੋ', hi: 'हमारे संस्थापकों से मिलिए' },
		intro: {
			en: 'The two people who started the institute still teach, counsel and read difficult files themselves.',
			pa: 'ਜਿਨ੍ਹਾਂ ਦੋ ਜਣਿਆਂ ਨੇ ਇਹ ਇੰਸਟੀਚਿਊਟ ਸ਼ੁਰੂ ਕੀਤਾ ਸੀ, ਉਹ ਅੱਜ ਵੀ ਆਪ ਪੜ੍ਹਾਉਂਦੇ ਹਨ, ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਅਤੇ ਔਖੀਆਂ ਫਾਈਲਾਂ ਖ਼ੁਦ ਵੇਖਦੇ ਹਨ।',
			hi: 'जिन दो लोगों ने यह संस्थान शुरू किया था, वे आज भी ख़ुद पढ़ाते हैं, सलाह देते हैं और मुश्किल फ़ाइलें स्वयं देखते हैं।',
		},
	},
	services: {
		eyebrow: { en: 'Our services', pa: 'ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ', hi: 'हमारी सेवाएँ' },
		title: { en: 'Services for students going abroad', pa: 'ਵਿਦੇਸ਼ ਜਾਣ ਵਾਲੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਸੇਵਾਵਾਂ', hi: 'विदेश जाने वाले विद्यार्थियों के लिए सेवाएँ' },
		intro: {
			en: 'From the first counselling session to the day you fly, one team handles your tests, documents, visa, housing and insurance.',
			pa: 'ਪਹਿਲੇ ਕਾਊਂਸਲਿੰਗ ਸੈਸ਼ਨ ਤੋਂ ਲੈ ਕੇ ਉਡਾਣ ਵਾਲੇ ਦਿਨ ਤੱਕ, ਟੈਸਟ, ਦਸਤਾਵੇਜ਼, ਵੀਜ਼ਾ, ਰਿਹਾਇਸ਼ ਅਤੇ ਬੀਮਾ ਇੱਕੋ ਟੀਮ ਸੰਭਾਲਦੀ ਹੈ।',
			hi: 'पहले काउंसलिंग सेशन से लेकर उड़ान के दिन तक, टेस्ट, दस्तावेज़, वीज़ा, रहने की जगह और बीमा एक ही टीम संभालती है।',
		},
		// /services is in English only (login required).
		note: englishOnly('Counselling is free. For every other service, see our [fees and refund policy].'),
	},
	journal: {
		eyebrow: { en: 'Journal', pa: 'ਜਰਨਲ', hi: 'जर्नल' },
		title: { en: 'Journal', pa: 'ਸਾਡਾ ਜਰਨਲ', hi: 'हमारा जर्नल' },
		intro: {
			en: 'Guides from our trainers and counsellors, and stories from students who went before you.',
			pa: 'ਸਾਡੇ ਟ੍ਰੇਨਰਾਂ ਅਤੇ ਕਾਊਂਸਲਰਾਂ ਦੀਆਂ ਗਾਈਡਾਂ, ਅਤੇ ਉਨ੍ਹਾਂ ਵਿਦਿਆਰਥੀਆਂ ਦੀਆਂ ਕਹਾਣੀਆਂ ਜੋ ਤੁਹਾਡੇ ਬੱਚੇ ਤੋਂ ਪਹਿਲਾਂ ਇਹ ਰਾਹ ਤੁਰ ਚੁੱਕੇ ਹਨ।',
			hi: 'हमारे ट्रेनरों और काउंसलरों की गाइड, और उन विद्यार्थियों की कहानियाँ जो आपके बच्चे से पहले यह राह तय कर चुके हैं।',
		},
	},
	contact: {
		eyebrow: { en: 'Contact', pa: 'ਸੰਪਰਕ', hi: 'संपर्क' },
		title: { en: 'Contact us', pa: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ', hi: 'हमसे संपर्क करें' },
		// The words in brackets are the link to /book.
		note: {
			en: 'Rather talk it through? [Book a free counselling session], at the institute, by phone or by video call.',
			pa: 'ਸਿੱਧੀ ਗੱਲਬਾਤ ਕਰਨਾ ਚਾਹੁੰਦੇ ਹੋ? [ਮੁਫ਼ਤ ਕਾਊਂਸਲਿੰਗ ਸੈਸ਼ਨ ਬੁੱਕ ਕਰੋ]: ਇੰਸਟੀਚਿਊਟ ਵਿੱਚ ਆ ਕੇ, ਫ਼ੋਨ ’ਤੇ ਜਾਂ ਵੀਡੀਓ ਕਾਲ ਰਾਹੀਂ।',
			hi: 'सीधे बात करना चाहते हैं? [मुफ़्त काउंसलिंग सेशन बुक करें]: इंस्टीट्यूट में आकर, फ़ोन पर या वीडियो कॉल से।',
		},
		intro: {
			en: 'Questions about courses, IELTS batches or studying abroad? Visit us, call, chat or write: a counsellor replies within one working day.',
			pa: 'ਕੋਰਸਾਂ, IELTS ਬੈਚਾਂ ਜਾਂ ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ ਬਾਰੇ ਕੋਈ ਸਵਾਲ ਹੈ? ਸਾਡੇ ਕੋਲ ਆਓ, ਫ਼ੋਨ ਕਰੋ, ਚੈਟ ਕਰੋ ਜਾਂ ਲਿਖ ਕੇ ਭੇਜੋ: ਇੱਕ ਕਾਊਂਸਲਰ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਦੇ ਅੰਦਰ ਜਵਾਬ ਦਿੰਦਾ ਹੈ।',
			hi: 'कोर्स, IELTS बैच या विदेश में पढ़ाई के बारे में कोई सवाल है? हमारे पास आइए, फ़ोन कीजिए, चैट कीजिए या लिखकर भेजिए: एक काउंसलर एक कामकाजी दिन के भीतर जवाब देता है।',
		},
	},
	fees: {
		eyebrow: { en: 'Fees & refunds', pa: 'ਫ਼ੀਸਾਂ ਅਤੇ ਰਿਫ਼ੰਡ', hi: 'फ़ीस और रिफ़ंड' },
		title: { en: 'Our fees and refund policy', pa: 'ਸਾਡੀਆਂ ਫ਼ੀਸਾਂ ਅਤੇ ਰਿਫ਼ੰਡ ਨੀਤੀ', hi: 'हमारी फ़ीस और रिफ़ंड नीति' },
		intro: {
			en: 'Every fee we charge, published in advance. Counselling is free, and you never pay for a service you did not ask for.',
			pa: 'ਅਸੀਂ ਜੋ ਵੀ ਫ਼ੀਸ ਲੈਂਦੇ ਹਾਂ, ਉਹ ਪਹਿਲਾਂ ਹੀ ਇੱਥੇ ਲਿਖੀ ਹੋਈ ਹੈ। ਕਾਊਂਸਲਿੰਗ ਮੁਫ਼ਤ ਹੈ, ਅਤੇ ਜਿਹੜੀ ਸੇਵਾ ਤੁਸੀਂ ਨਹੀਂ ਮੰਗੀ, ਉਸ ਦੇ ਪੈਸੇ ਤੁਹਾਨੂੰ ਕਦੇ ਨਹੀਂ ਦੇਣੇ ਪੈਂਦੇ।',
			hi: 'हम जो भी फ़ीस लेते हैं, वह पहले से यहाँ लिखी है। काउंसलिंग मुफ़्त है, और जो सेवा आपने नहीं माँगी, उसके पैसे आपको कभी नहीं देने पड़ते।',
		},
	},
	// The catalogue's booking texts (booking.eyebrow, .title, .intro), which the page showed before.
	book: {
		eyebrow: { en: 'Free counselling', pa: 'ਮੁਫ਼ਤ ਸਲਾਹ', hi: 'मुफ़्त सलाह' },
		title: { en: 'Book a free counselling session', pa: 'ਮੁਫ਼ਤ ਸਲਾਹ ਲਈ ਸਮਾਂ ਲਓ', hi: 'मुफ़्त सलाह के लिए समय लें' },
		intro: {
			en: 'Meet a counsellor at the institute, on the phone or by video call. Times are India time (IST). The session is free.',
			pa: 'ਸਾਡੇ ਸਲਾਹਕਾਰ ਨੂੰ ਇੰਸਟੀਚਿਊਟ ਵਿੱਚ ਮਿਲੋ, ਜਾਂ ਫ਼ੋਨ ਜਾਂ ਵੀਡੀਓ ਕਾਲ ’ਤੇ ਗੱਲ ਕਰੋ। ਸਾਰੇ ਸਮੇਂ ਭਾਰਤ ਦੇ ਸਮੇਂ (IST) ਮੁਤਾਬਕ ਹਨ। ਇਸ ਦਾ ਕੋਈ ਪੈਸਾ ਨਹੀਂ ਲੱਗਦਾ।',
			hi: 'हमारे सलाहकार से इंस्टीट्यूट में मिलिए, या फ़ोन या वीडियो कॉल पर बात कीजिए। सभी समय भारत के समय (IST) के हिसाब से हैं। इसका कोई शुल्क नहीं है।',
		},
	},
	// /courses (login required) has no line above its heading; its course titles stay as entered.
	courses: {
		eyebrow: null,
		title: { en: 'Explore our courses', pa: 'ਸਾਡੇ ਕੋਰਸ ਵੇਖੋ', hi: 'हमारे कोर्स देखें' },
		intro: {
			en: 'Classroom courses at our institute: university pathways, SKP skills programmes, languages and IELTS. Pick a category to narrow the list, and open a course for its duration, level and entry requirements.',
			pa: 'ਸਾਡੇ ਇੰਸਟੀਚਿਊਟ ਵਿੱਚ ਕਲਾਸਾਂ ਵਾਲੇ ਕੋਰਸ: ਯੂਨੀਵਰਸਿਟੀ ਦੀ ਤਿਆਰੀ, SKP ਦੇ ਹੁਨਰ ਪ੍ਰੋਗਰਾਮ, ਭਾਸ਼ਾਵਾਂ ਅਤੇ IELTS। ਸੂਚੀ ਛੋਟੀ ਕਰਨ ਲਈ ਕੋਈ ਸ਼੍ਰੇਣੀ ਚੁਣੋ, ਅਤੇ ਕਿਸੇ ਕੋਰਸ ਨੂੰ ਖੋਲ੍ਹ ਕੇ ਉਸ ਦਾ ਸਮਾਂ, ਪੱਧਰ ਅਤੇ ਦਾਖ਼ਲੇ ਦੀਆਂ ਸ਼ਰਤਾਂ ਵੇਖੋ।',
			hi: 'हमारे इंस्टीट्यूट में कक्षा वाले कोर्स: यूनिवर्सिटी की तैयारी, SKP के हुनर वाले प्रोग्राम, भाषाएँ और IELTS। सूची छोटी करने के लिए कोई श्रेणी चुनें, और किसी कोर्स को खोलकर उसकी अवधि, स्तर और दाख़िले की शर्तें देखें।',
		},
	},
	country: {
		eyebrow: null,
		title: { en: 'Study Abroad', pa: 'ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ', hi: 'विदेश में पढ़ाई' },
		intro: {
			en: 'Choose a destination to see its top universities, admission requirements, scholarships, visa fees, living costs and work rights for Indian students.',
			pa: 'ਕੋਈ ਦੇਸ਼ ਚੁਣੋ ਅਤੇ ਵੇਖੋ ਉੱਥੋਂ ਦੀਆਂ ਪ੍ਰਮੁੱਖ ਯੂਨੀਵਰਸਿਟੀਆਂ, ਦਾਖ਼ਲੇ ਦੀਆਂ ਸ਼ਰਤਾਂ, ਵਜ਼ੀਫ਼ੇ, ਵੀਜ਼ਾ ਫ਼ੀਸ, ਰਹਿਣ-ਸਹਿਣ ਦਾ ਖ਼ਰਚ ਅਤੇ ਭਾਰਤੀ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਕੰਮ ਕਰਨ ਦੇ ਨਿਯਮ।',
			hi: 'कोई देश चुनिए और देखिए वहाँ के प्रमुख विश्वविद्यालय, दाख़िले की शर्तें, छात्रवृत्तियाँ, वीज़ा फ़ीस, रहने का ख़र्च और भारतीय विद्यार्थियों के लिए काम करने के नियम।',
		},
	},
	education: {
		eyebrow: { en: 'Education', pa: 'ਸਿੱਖਿਆ', hi: 'शिक्षा' },
		title: { en: 'Education programmes', pa: 'ਸਿੱਖਿਆ ਦੇ ਪ੍ਰੋਗਰਾਮ', hi: 'शिक्षा के प्रोग्राम' },
		intro: {
			en: 'Four programme families, all taught in our classrooms: university pathways for study abroad, SKP skills programmes, language courses and IELTS preparation. Choose one to see who it is for, how long it takes, what you need to join and where it leads.',
			pa: 'ਚਾਰ ਤਰ੍ਹਾਂ ਦੇ ਪ੍ਰੋਗਰਾਮ, ਸਾਰੇ ਸਾਡੀਆਂ ਕਲਾਸਾਂ ਵਿੱਚ ਪੜ੍ਹਾਏ ਜਾਂਦੇ ਹਨ: ਵਿਦੇਸ਼ ਵਿੱਚ ਪੜ੍ਹਾਈ ਲਈ ਯੂਨੀਵਰਸਿਟੀ ਤੱਕ ਪਹੁੰਚਣ ਦੇ ਰਾਹ, SKP ਹੁਨਰ ਪ੍ਰੋਗਰਾਮ, ਭਾਸ਼ਾ ਦੇ ਕੋਰਸ ਅਤੇ IELTS ਦੀ ਤਿਆਰੀ। ਕੋਈ ਇੱਕ ਚੁਣੋ ਅਤੇ ਵੇਖੋ ਕਿ ਇਹ ਕਿਸ ਲਈ ਹੈ, ਕਿੰਨਾ ਸਮਾਂ ਲੈਂਦਾ ਹੈ, ਦਾਖ਼ਲੇ ਲਈ ਕੀ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਇਹ ਅੱਗੇ ਕਿੱਥੇ ਲੈ ਜਾਂਦਾ ਹੈ।',
			hi: 'चार तरह के प्रोग्राम, सब हमारी कक्षाओं में पढ़ाए जाते हैं: विदेश में पढ़ाई के लिए विश्वविद्यालय तक पहुँचने की राह, SKP कौशल प्रोग्राम, भाषा के कोर्स और IELTS की तैयारी। कोई एक चुनिए और देखिए कि यह किसके लिए है, कितना समय लेता है, दाख़िले के लिए क्या चाहिए और यह आगे कहाँ ले जाता है।',
		},
	},
} satisfies Record<PageIntroKey, { eyebrow: Texts | null; title: Texts | EnglishText; intro: Texts | EnglishText | null; sectionTitle?: Texts; linkLabel?: Texts; note?: Texts | EnglishText }>

/** The top navigation's links to single pages (SPEC.md section 2). */
export const menuTexts = {
	home: { en: 'Home', pa: 'ਮੁੱਖ ਸਫ਼ਾ', hi: 'होम' },
	courses: { en: 'All Courses', pa: 'ਸਾਰੇ ਕੋਰਸ', hi: 'सभी कोर्स' },
	about: { en: 'About', pa: 'ਸਾਡੇ ਬਾਰੇ', hi: 'हमारे बारे में' },
	contact: { en: 'Contact', pa: 'ਸੰਪਰਕ', hi: 'संपर्क' },
} satisfies Record<string, Texts>

/**
 * The privacy notice and terms of use as the site shipped them (type 'privacy-page'): in English
 * only, as the page always was, until editors translate it. Braces name the details
 * withPrivacyDetails fills in; "## " starts a section.
 */
export const privacyPageTexts = {
	eyebrow: englishOnly('Privacy & Terms'),
	title: englishOnly('Privacy and terms of use'),
	intro: englishOnly('What we collect when you use this website, why, how long we keep it and what you can ask of us. Last updated {updated}.'),
	updated: '2026-11-01',
	body: englishOnly(`## Who we are

{name}, {address}, runs this website and is responsible for the personal data it collects. Questions about privacy go to [{email}](mailto:{email}) or to our office in {city}.

## What we collect

- **Your account:** name, email address, and if you give them, mobile number and date of birth. Your password is stored only as a slow, salted hash; nobody at the institute can read it.
- **Enquiries:** name, course of interest, email, mobile number and anything you tell us in the message.
- **Contact messages:** name, email, subject and message from the contact form.
- **Newsletter:** your email address.
- **Enrolment requests:** the course you asked to join and your account details.
- With every enquiry, message or sign-up we also record the page it was sent from and, if the link you followed had one, its campaign tag (utm_source), so we know which of our posts and adverts help students find us.
- Our server keeps short technical logs (time, page requested, IP address) to keep the site secure and working.

## Why we use it

- To answer your enquiry or message, and to give you the counselling, courses and services you ask for.
- To run your account and show you your enrolment requests.
- To send the newsletter you signed up for; every issue has an unsubscribe link.
- To protect the site and its forms from abuse and spam.

We do not sell or rent your data, and we do not share it with universities, lenders or anyone else without your permission. Where you ask us to apply to a university or file a visa, we send them only what that application needs.

## How long we keep it

- Enquiries, contact messages, enrolment requests and counselling bookings: until {retentionMonths} months after we close your enquiry; then a daily job removes your name, email, mobile number and messages and keeps only anonymous counts.
- Newsletter address: until you unsubscribe.
- Your account and enrolment requests: until you ask us to delete your account.
- Server logs: 30 days.

## Cookies

We set only the cookies the site needs to work, and no advertising or analytics cookies. Scripts on the page cannot read them, and they are sent to this site only:

- a session cookie that keeps you logged in, removed when you log out;
- after you log in, a cookie that remembers this device for 180 days, so you can still log in from it while someone elsewhere is trying to guess your password;
- for staff, a cookie that lasts 10 minutes between the password and the code from their authenticator app;
- if you press Enroll Now before logging in, a cookie that remembers the course for an hour, until your request is recorded.

When you log in, the site also keeps your name and email in your browser’s local storage (under the names welsh-user and isLoggedIn) so the menu can greet you; both are cleared when you log out.

The map on our contact page is provided by Google. Your browser loads it from Google, which receives your IP address under Google’s own privacy policy. The “Open in Google Maps” link works without it.

## Your rights

Under India’s Digital Personal Data Protection Act, 2023, you can ask us for a summary of the personal data we hold about you, ask us to correct or complete it, ask us to delete it, withdraw your consent at any time, and nominate someone to act for you. Write to [{email}](mailto:{email}); we reply within 7 working days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.

## See or delete your data yourself

Signed in, you can download everything we hold about you as one file ([Download my data](/account/data)) and delete your account ([Delete my account](/account/delete)), which removes your profile and the personal data in your enquiries. Without an account, write to our grievance contact below and we erase it for you.

## Grievance contact

Questions, requests and complaints about your personal data go to {grievanceName}: [{grievanceEmail}](mailto:{grievanceEmail}), {grievancePhone}, {grievanceAddress}. We reply within 7 working days.

## Terms of use

- We keep course, country and visa information accurate and up to date, but rules and fees of universities and governments change. Always confirm figures on the official website before you pay or apply; we help you do that.
- Admission and visa decisions are made by universities and governments. We do not and cannot guarantee them.
- Our service fees and refunds are set out on our [fees and refunds page](/fees).
- Please give true information in forms and do not misuse the site, for example by sending automated messages. We may close accounts that do.
- The text and illustrations on this site belong to {name}; you may share links to them.
- These terms are governed by the laws of India, and the courts at {city}, Punjab, have jurisdiction.

## Contact

Email [{email}](mailto:{email}), call [{phone}]({phoneLink}), or visit us at {address} ({openingHours}).`),
}
