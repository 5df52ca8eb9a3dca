import type { GuideTranslations } from './index'

/** The Canada guide's why-study text, fast facts and FAQs in Punjabi and Hindi; {fact:…} references stay exactly as in English. */
export const canadaTranslations: GuideTranslations = {
	pa: {
		whyStudy:
			'Canada ਲੰਬੇ ਸਮੇਂ ਤੋਂ ਪੰਜਾਬ ਦੇ ਪਰਿਵਾਰਾਂ ਦੀ ਪਹਿਲੀ ਪਸੰਦ ਰਿਹਾ ਹੈ: ਇਹ ਸੁਰੱਖਿਅਤ ਹੈ, ਲੋਕ ਖੁੱਲ੍ਹੇ ਦਿਲ ਨਾਲ ਅਪਣਾਉਂਦੇ ਹਨ, Brampton, Surrey ਅਤੇ Winnipeg ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲਾ ਵੱਡਾ ਭਾਈਚਾਰਾ ਹੈ, ਅਤੇ ਇੱਥੋਂ ਦੀਆਂ ਯੂਨੀਵਰਸਿਟੀਆਂ ਅਤੇ ਕਾਲਜਾਂ ਦੀ ਦੁਨੀਆ ਭਰ ਵਿੱਚ ਕਦਰ ਹੈ। ਡਿਗਰੀ ਲਈ ਤੁਸੀਂ research ਯੂਨੀਵਰਸਿਟੀ ਚੁਣ ਸਕਦੇ ਹੋ, ਜਾਂ co-op ਕੰਮ ਦੇ ਤਜਰਬੇ ਵਾਲੇ ਪ੍ਰੈਕਟੀਕਲ ਡਿਪਲੋਮੇ ਲਈ ਸਰਕਾਰੀ ਕਾਲਜ। 2024 ਤੋਂ Canada ਨੇ ਆਪਣੇ ਨਿਯਮ ਬਦਲੇ ਹਨ: study permits ’ਤੇ ਹਰ ਸਾਲ ਦੀ ਹੱਦ (cap) ਹੈ, ਜ਼ਿਆਦਾਤਰ undergraduate ਅਤੇ ਕਾਲਜ ਦੇ ਅਰਜ਼ੀਕਾਰਾਂ ਨੂੰ Provincial Attestation Letter (PAL) ਚਾਹੀਦਾ ਹੈ (ਸਰਕਾਰੀ ਸੰਸਥਾਵਾਂ ਦੇ master’s ਅਤੇ PhD ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ January 2026 ਤੋਂ ਨਹੀਂ ਚਾਹੀਦਾ), ਦਿਖਾਉਣ ਵਾਲੇ ਪੈਸੇ ਵਧ ਗਏ ਹਨ, ਅਤੇ Post-Graduation Work Permit ਹੁਣ ਤੁਹਾਡੀ ਪੜ੍ਹਾਈ ਦੇ ਲੈਵਲ, ਵਿਸ਼ੇ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ’ਤੇ ਨਿਰਭਰ ਕਰਦਾ ਹੈ। ਯੋਗ ਕੋਰਸਾਂ ਵਾਲੇ ਗ੍ਰੈਜੂਏਟ ਹਾਲੇ ਵੀ ਪੜ੍ਹਾਈ ਤੋਂ ਬਾਅਦ open work permit ਲੈ ਕੇ ਕੰਮ ਕਰ ਸਕਦੇ ਹਨ ({fact:pgwp-length}) ਅਤੇ ਉਹ Canadian ਤਜਰਬਾ ਹਾਸਲ ਕਰ ਸਕਦੇ ਹਨ ਜੋ Express Entry ਅਤੇ ਸੂਬਿਆਂ ਦੇ ਪ੍ਰੋਗਰਾਮਾਂ ਰਾਹੀਂ PR ਲਈ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ। ਆਪਣੀ ਸੰਸਥਾ, ਕੋਰਸ ਅਤੇ ਸੂਬਾ ਕਾਊਂਸਲਰ ਨਾਲ ਬੈਠ ਕੇ ਧਿਆਨ ਨਾਲ ਚੁਣੋ, ਤਾਂ ਜੋ ਨਵੇਂ ਨਿਯਮਾਂ ਹੇਠ ਵੀ ਤੁਹਾਡੀ ਯੋਜਨਾ ਕੰਮ ਕਰੇ।',
		fastFacts: {
			gdp: 'G7 ਦੀ ਅਰਥਵਿਵਸਥਾ, ਦੁਨੀਆ ਦੀਆਂ ਸਭ ਤੋਂ ਵੱਡੀਆਂ ਅਰਥਵਿਵਸਥਾਵਾਂ ਵਿੱਚੋਂ ਇੱਕ (ਮੌਜੂਦਾ ਅੰਕੜੇ ਲਈ IMF World Economic Outlook ਦੇਖੋ)',
			dialingCode: '+1',
			currency: 'ਕੈਨੇਡੀਅਨ ਡਾਲਰ (CAD, C$)',
			universities: 'ਹਰ ਸੂਬੇ ਵਿੱਚ ਸਰਕਾਰੀ ਯੂਨੀਵਰਸਿਟੀਆਂ ਅਤੇ ਕਾਲਜ; ਵਿਦੇਸ਼ੀ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਸਿਰਫ਼ Designated Learning Institutions (DLIs) ਹੀ ਦਾਖ਼ਲਾ ਦੇ ਸਕਦੀਆਂ ਹਨ',
		},
		faqs: [
			{
				question: 'Canada ਦੇ study permit ਲਈ ਮੈਨੂੰ ਕਿੰਨੇ ਪੈਸੇ ਦਿਖਾਉਣੇ ਪੈਣਗੇ?',
				answer: 'ਪਹਿਲੇ ਸਾਲ ਦੀ ਟਿਊਸ਼ਨ ਫ਼ੀਸ, ਨਾਲ ਇਕੱਲੇ ਵਿਦਿਆਰਥੀ ਦੇ ਰਹਿਣ-ਸਹਿਣ ਲਈ ਘੱਟੋ-ਘੱਟ {fact:funds-single} (ਇਹ ਅੰਕੜਾ IRCC ਨੇ 1 September 2025 ਤੋਂ ਕੀਤੀਆਂ ਅਰਜ਼ੀਆਂ ਲਈ ਤੈਅ ਕੀਤਾ), ਅਤੇ ਪਰਿਵਾਰ ਦੇ ਹਰ ਜੀਅ ਲਈ ਹੋਰ।',
			},
			{
				question: 'Provincial Attestation Letter (PAL) ਕੀ ਹੁੰਦਾ ਹੈ?',
				answer: 'ਸੂਬੇ ਵੱਲੋਂ ਇੱਕ ਚਿੱਠੀ, ਜੋ ਪੱਕਾ ਕਰਦੀ ਹੈ ਕਿ ਤੁਸੀਂ ਦੇਸ਼ ਦੀ study permit ਹੱਦ ਵਿੱਚੋਂ ਉਸ ਸੂਬੇ ਦੇ ਹਿੱਸੇ ਵਿੱਚ ਆਉਂਦੇ ਹੋ (2026 ਲਈ 155,000 ਨਵੇਂ permits ਦੀ ਯੋਜਨਾ)। ਕਾਲਜ ਅਤੇ undergraduate ਅਰਜ਼ੀਕਾਰਾਂ ਨੂੰ ਇਹ ਚਾਹੀਦਾ ਹੈ; offer ਮਨਜ਼ੂਰ ਕਰਨ ਤੋਂ ਬਾਅਦ ਤੁਹਾਡੀ ਸੰਸਥਾ ਇਸ ਦਾ ਪ੍ਰਬੰਧ ਕਰਦੀ ਹੈ। 1 January 2026 ਤੋਂ ਸਰਕਾਰੀ ਸੰਸਥਾਵਾਂ ਦੇ master’s ਅਤੇ PhD ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ PAL ਦੀ ਲੋੜ ਨਹੀਂ।',
			},
			{
				question: 'ਪੜ੍ਹਾਈ ਦੌਰਾਨ ਮੈਂ ਕਿੰਨੇ ਘੰਟੇ ਕੰਮ ਕਰ ਸਕਦਾ ਹਾਂ?',
				answer: 'ਕੈਂਪਸ ਤੋਂ ਬਾਹਰ ਕੰਮ ਦੀ ਹੱਦ: {fact:off-campus-hours} (breaks ਦਾ ਮਤਲਬ ਹੈ ਸਰਦੀਆਂ ਅਤੇ ਗਰਮੀਆਂ ਦੀਆਂ ਛੁੱਟੀਆਂ ਵਰਗੀਆਂ ਤੈਅ ਛੁੱਟੀਆਂ)।',
			},
			{
				question: 'ਕੀ SDS (Student Direct Stream) ਹਾਲੇ ਚੱਲ ਰਿਹਾ ਹੈ?',
				answer: 'ਨਹੀਂ। Canada ਨੇ November 2024 ਵਿੱਚ Student Direct Stream ਬੰਦ ਕਰ ਦਿੱਤਾ। ਹੁਣ ਸਾਰੇ ਭਾਰਤੀ ਵਿਦਿਆਰਥੀ ਆਮ study permit ਪ੍ਰਕਿਰਿਆ ਰਾਹੀਂ ਅਪਲਾਈ ਕਰਦੇ ਹਨ।',
			},
			{
				question: 'ਕੀ ਹਰ ਕੋਰਸ ਨਾਲ PGWP ਮਿਲਦਾ ਹੈ?',
				answer: 'ਨਹੀਂ। ਪ੍ਰਾਈਵੇਟ career colleges ਅਤੇ ਕੁਝ ਸਰਕਾਰੀ ਕਾਲਜਾਂ ਦੇ ਕੋਰਸ ਯੋਗ ਨਹੀਂ ਹਨ, ਅਤੇ ਕਾਲਜ ਦੇ ਕੋਰਸ ਯੋਗ ਵਿਸ਼ੇ ਦੇ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ। offer ਮਨਜ਼ੂਰ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਜਾਂਚ ਲਓ।',
			},
			{
				question: 'ਕੀ ਪੜ੍ਹਾਈ ਤੋਂ ਬਾਅਦ ਮੈਨੂੰ PR ਮਿਲ ਸਕਦੀ ਹੈ?',
				answer: 'ਬਹੁਤ ਸਾਰੇ ਗ੍ਰੈਜੂਏਟਾਂ ਨੂੰ ਮਿਲਦੀ ਹੈ, ਹੁਨਰਮੰਦ ਕੰਮ ਦਾ ਤਜਰਬਾ ਹਾਸਲ ਕਰਨ ਤੋਂ ਬਾਅਦ Express Entry (Canadian Experience Class) ਜਾਂ Provincial Nominee Programme ਰਾਹੀਂ, ਪਰ ਇਸ ਦੀ ਕੋਈ ਗਰੰਟੀ ਨਹੀਂ ਅਤੇ ਨਿਯਮ ਅਕਸਰ ਬਦਲਦੇ ਰਹਿੰਦੇ ਹਨ।',
			},
		],
	},
	hi: {
		whyStudy:
			'Canada लंबे समय से पंजाब के परिवारों की पहली पसंद रहा है: यह सुरक्षित है, लोग खुले दिल से अपनाते हैं, Brampton, Surrey और Winnipeg में पंजाबी बोलने वाला बड़ा समुदाय है, और यहाँ की यूनिवर्सिटियों और कॉलेजों की दुनिया भर में क़द्र है। डिग्री के लिए आप research यूनिवर्सिटी चुन सकते हैं, या co-op काम के अनुभव वाले प्रैक्टिकल डिप्लोमा के लिए सरकारी कॉलेज। 2024 से Canada ने अपने नियम बदले हैं: study permits पर हर साल की सीमा (cap) है, ज़्यादातर undergraduate और कॉलेज के आवेदकों को Provincial Attestation Letter (PAL) चाहिए (सरकारी संस्थानों के master’s और PhD विद्यार्थियों को January 2026 से नहीं चाहिए), दिखाने वाले पैसे बढ़ गए हैं, और Post-Graduation Work Permit अब आपकी पढ़ाई के लेवल, विषय और अंग्रेज़ी पर निर्भर करता है। योग्य कोर्सों वाले ग्रेजुएट अब भी पढ़ाई के बाद open work permit लेकर काम कर सकते हैं ({fact:pgwp-length}) और वह Canadian अनुभव पा सकते हैं जो Express Entry और प्रांतों के प्रोग्रामों के ज़रिए PR के लिए गिना जाता है। अपना संस्थान, कोर्स और प्रांत काउंसलर के साथ बैठकर ध्यान से चुनें, ताकि नए नियमों के तहत भी आपकी योजना काम करे।',
		fastFacts: {
			gdp: 'G7 की अर्थव्यवस्था, दुनिया की सबसे बड़ी अर्थव्यवस्थाओं में से एक (मौजूदा आँकड़े के लिए IMF World Economic Outlook देखें)',
			dialingCode: '+1',
			currency: 'कैनेडियन डॉलर (CAD, C$)',
			universities: 'हर प्रांत में सरकारी यूनिवर्सिटियाँ और कॉलेज; विदेशी विद्यार्थियों को सिर्फ़ Designated Learning Institutions (DLIs) ही दाख़िला दे सकती हैं',
		},
		faqs: [
			{
				question: 'Canada के study permit के लिए मुझे कितने पैसे दिखाने होंगे?',
				answer: 'पहले साल की ट्यूशन फ़ीस, साथ में अकेले विद्यार्थी के रहने-खाने के लिए कम से कम {fact:funds-single} (यह आँकड़ा IRCC ने 1 September 2025 से किए गए आवेदनों के लिए तय किया), और परिवार के हर सदस्य के लिए और।',
			},
			{
				question: 'Provincial Attestation Letter (PAL) क्या होता है?',
				answer: 'प्रांत की ओर से एक पत्र, जो पक्का करता है कि आप देश की study permit सीमा में से उस प्रांत के हिस्से में आते हैं (2026 के लिए 155,000 नए permits की योजना)। कॉलेज और undergraduate आवेदकों को यह चाहिए; offer स्वीकार करने के बाद आपका संस्थान इसका इंतज़ाम करता है। 1 January 2026 से सरकारी संस्थानों के master’s और PhD विद्यार्थियों को PAL की ज़रूरत नहीं।',
			},
			{
				question: 'पढ़ाई के दौरान मैं कितने घंटे काम कर सकता हूँ?',
				answer: 'कैंपस से बाहर काम की सीमा: {fact:off-campus-hours} (breaks यानी सर्दियों और गर्मियों की छुट्टियों जैसी तय छुट्टियाँ)।',
			},
			{
				question: 'क्या SDS (Student Direct Stream) अब भी चल रहा है?',
				answer: 'नहीं। Canada ने November 2024 में Student Direct Stream बंद कर दिया। अब सभी भारतीय विद्यार्थी सामान्य study permit प्रक्रिया से आवेदन करते हैं।',
			},
			{
				question: 'क्या हर कोर्स के साथ PGWP मिलता है?',
				answer: 'नहीं। प्राइवेट career colleges और कुछ सरकारी कॉलेजों के कोर्स योग्य नहीं हैं, और कॉलेज के कोर्स योग्य विषय के होने चाहिए। offer स्वीकार करने से पहले जाँच लें।',
			},
			{
				question: 'क्या पढ़ाई के बाद मुझे PR मिल सकती है?',
				answer: 'बहुत-से ग्रेजुएट्स को मिलती है, हुनरमंद काम का अनुभव पाने के बाद Express Entry (Canadian Experience Class) या Provincial Nominee Programme के ज़रिए, लेकिन इसकी कोई गारंटी नहीं और नियम अक्सर बदलते रहते हैं।',
			},
		],
	},
}
