import type { PageIntroKey } from '~/features/studio/content-types'

/*
 * The first seed of the home page's hero and About block, the page introductions and the menu
 * labels (content types 'home-page', 'page-intro', 'menu'): the English as the site has always
 * shown it, with Punjabi and Hindi written for parents. `{name}` and `{city}` stand for the site
 * settings' values.
 */

type Texts = { en: string; pa: string; hi: string }

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

/** The heading bands of /about, /team, /services and /journal, by page. */
export const pageIntroTexts = {
	about: {
		eyebrow: { en: 'About', pa: 'ਸਾਡੇ ਬਾਰੇ', hi: 'हमारे बारे में' },
		title: { en: 'About Us', pa: 'ਸਾਡੀ ਜਾਣ-ਪਛਾਣ', hi: 'हमारा परिचय' },
		intro: null,
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
} satisfies Record<PageIntroKey, { eyebrow: Texts; title: Texts; intro: Texts | null }>

/** The top navigation's links to single pages (SPEC.md section 2). */
export const menuTexts = {
	home: { en: 'Home', pa: 'ਮੁੱਖ ਸਫ਼ਾ', hi: 'होम' },
	courses: { en: 'All Courses', pa: 'ਸਾਰੇ ਕੋਰਸ', hi: 'सभी कोर्स' },
	about: { en: 'About', pa: 'ਸਾਡੇ ਬਾਰੇ', hi: 'हमारे बारे में' },
	contact: { en: 'Contact', pa: 'ਸੰਪਰਕ', hi: 'संपर्क' },
} satisfies Record<string, Texts>
