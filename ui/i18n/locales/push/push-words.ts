import type { PushTexts } from 'matka-core/player';
import type { LanguageCode } from '../../i18n.js';

/**
 * The words of Web Push (docs/web-push.md) in the eight languages: the screen that turns it on
 * and the notifications the server sends in the player's language ({market}, {amount} and
 * {result} filled in there). They load with that screen, not with the app's first page.
 */
export interface PushWords extends PushTexts {
  explain: string;
  on: string;
  off: string;
  blocked: string;
  unsupported: string;
  failed: string;
  turnOn: string;
  turnOff: string;
}

export const PUSH_WORDS: Record<LanguageCode, PushWords> = {
  en: {
    explain:
      'Results of the markets you bet on today, your wins, and your decided deposits and withdrawals reach this device, also when the app is closed.',
    on: 'Notifications are on for this device.',
    off: 'Notifications are off for this device.',
    blocked: 'Notifications are blocked for this site in your browser settings.',
    unsupported: 'This browser cannot show notifications.',
    failed: 'Notifications could not be turned on: the browser could not reach its push service. Try again later.',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    resultTitle: 'Result of {market}',
    walletTitle: 'Wallet',
    win: 'You won {amount} on {market}',
    depositCompleted: 'Your deposit of {amount} was approved',
    depositRejected: 'Your deposit of {amount} was rejected',
    withdrawalCompleted: 'Your withdrawal of {amount} was paid',
    withdrawalRejected: 'Your withdrawal of {amount} was rejected',
  },
  hi: {
    explain:
      'आज जिन बाज़ारों पर आपने दांव लगाया उनके परिणाम, आपकी जीत, और आपकी जमा व निकासी के निर्णय इस डिवाइस पर आते हैं, ऐप बंद होने पर भी।',
    on: 'इस डिवाइस पर सूचनाएँ चालू हैं।',
    off: 'इस डिवाइस पर सूचनाएँ बंद हैं।',
    blocked: 'आपके ब्राउज़र की सेटिंग में इस साइट की सूचनाएँ रोकी गई हैं।',
    unsupported: 'यह ब्राउज़र सूचनाएँ नहीं दिखा सकता।',
    failed: 'सूचनाएँ चालू नहीं हो सकीं: ब्राउज़र अपनी पुश सेवा तक नहीं पहुँच सका। बाद में फिर कोशिश करें।',
    turnOn: 'चालू करें',
    turnOff: 'बंद करें',
    resultTitle: '{market} का परिणाम',
    walletTitle: 'वॉलेट',
    win: 'आपने {market} पर {amount} जीते',
    depositCompleted: 'आपकी {amount} की जमा स्वीकृत हुई',
    depositRejected: 'आपकी {amount} की जमा अस्वीकृत हुई',
    withdrawalCompleted: 'आपकी {amount} की निकासी का भुगतान हुआ',
    withdrawalRejected: 'आपकी {amount} की निकासी अस्वीकृत हुई',
  },
  kn: {
    explain:
      'ಇಂದು ನೀವು ಪಣ ಇಟ್ಟ ಮಾರುಕಟ್ಟೆಗಳ ಫಲಿತಾಂಶಗಳು, ನಿಮ್ಮ ಗೆಲುವುಗಳು ಮತ್ತು ನಿಮ್ಮ ಠೇವಣಿ ಹಾಗೂ ಹಿಂಪಡೆಯುವಿಕೆಯ ನಿರ್ಧಾರಗಳು ಆ್ಯಪ್ ಮುಚ್ಚಿದ್ದರೂ ಈ ಸಾಧನಕ್ಕೆ ಬರುತ್ತವೆ.',
    on: 'ಈ ಸಾಧನದಲ್ಲಿ ಅಧಿಸೂಚನೆಗಳು ಆನ್ ಆಗಿವೆ.',
    off: 'ಈ ಸಾಧನದಲ್ಲಿ ಅಧಿಸೂಚನೆಗಳು ಆಫ್ ಆಗಿವೆ.',
    blocked: 'ನಿಮ್ಮ ಬ್ರೌಸರ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳಲ್ಲಿ ಈ ಸೈಟ್‌ನ ಅಧಿಸೂಚನೆಗಳನ್ನು ತಡೆಯಲಾಗಿದೆ.',
    unsupported: 'ಈ ಬ್ರೌಸರ್ ಅಧಿಸೂಚನೆಗಳನ್ನು ತೋರಿಸಲಾರದು.',
    failed: 'ಅಧಿಸೂಚನೆಗಳನ್ನು ಆನ್ ಮಾಡಲಾಗಲಿಲ್ಲ: ಬ್ರೌಸರ್ ತನ್ನ ಪುಶ್ ಸೇವೆಯನ್ನು ತಲುಪಲಿಲ್ಲ. ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    turnOn: 'ಆನ್ ಮಾಡಿ',
    turnOff: 'ಆಫ್ ಮಾಡಿ',
    resultTitle: '{market} ಫಲಿತಾಂಶ',
    walletTitle: 'ವಾಲೆಟ್',
    win: 'ನೀವು {market} ನಲ್ಲಿ {amount} ಗೆದ್ದಿದ್ದೀರಿ',
    depositCompleted: 'ನಿಮ್ಮ {amount} ಠೇವಣಿ ಅನುಮೋದಿಸಲಾಗಿದೆ',
    depositRejected: 'ನಿಮ್ಮ {amount} ಠೇವಣಿ ತಿರಸ್ಕರಿಸಲಾಗಿದೆ',
    withdrawalCompleted: 'ನಿಮ್ಮ {amount} ಹಿಂಪಡೆಯುವಿಕೆ ಪಾವತಿಸಲಾಗಿದೆ',
    withdrawalRejected: 'ನಿಮ್ಮ {amount} ಹಿಂಪಡೆಯುವಿಕೆ ತಿರಸ್ಕರಿಸಲಾಗಿದೆ',
  },
  ml: {
    explain:
      'ഇന്ന് നിങ്ങൾ പന്തയം വെച്ച മാർക്കറ്റുകളുടെ ഫലങ്ങൾ, നിങ്ങളുടെ വിജയങ്ങൾ, നിക്ഷേപങ്ങളുടെയും പിൻവലിക്കലുകളുടെയും തീരുമാനങ്ങൾ ആപ്പ് അടച്ചിരിക്കുമ്പോഴും ഈ ഉപകരണത്തിൽ എത്തും.',
    on: 'ഈ ഉപകരണത്തിൽ അറിയിപ്പുകൾ ഓണാണ്.',
    off: 'ഈ ഉപകരണത്തിൽ അറിയിപ്പുകൾ ഓഫാണ്.',
    blocked: 'നിങ്ങളുടെ ബ്രൗസർ ക്രമീകരണങ്ങളിൽ ഈ സൈറ്റിന്റെ അറിയിപ്പുകൾ തടഞ്ഞിരിക്കുന്നു.',
    unsupported: 'ഈ ബ്രൗസറിന് അറിയിപ്പുകൾ കാണിക്കാൻ കഴിയില്ല.',
    failed: 'അറിയിപ്പുകൾ ഓണാക്കാനായില്ല: ബ്രൗസറിന് അതിന്റെ പുഷ് സേവനത്തിൽ എത്താനായില്ല. പിന്നീട് വീണ്ടും ശ്രമിക്കുക.',
    turnOn: 'ഓണാക്കുക',
    turnOff: 'ഓഫാക്കുക',
    resultTitle: '{market} ഫലം',
    walletTitle: 'വാലറ്റ്',
    win: 'നിങ്ങൾ {market}-ൽ {amount} നേടി',
    depositCompleted: 'നിങ്ങളുടെ {amount} നിക്ഷേപം അംഗീകരിച്ചു',
    depositRejected: 'നിങ്ങളുടെ {amount} നിക്ഷേപം നിരസിച്ചു',
    withdrawalCompleted: 'നിങ്ങളുടെ {amount} പിൻവലിക്കൽ നൽകി',
    withdrawalRejected: 'നിങ്ങളുടെ {amount} പിൻവലിക്കൽ നിരസിച്ചു',
  },
  te: {
    explain: 'ఈ రోజు మీరు పందెం వేసిన మార్కెట్ల ఫలితాలు, మీ గెలుపులు, మీ డిపాజిట్లు మరియు ఉపసంహరణలపై నిర్ణయాలు యాప్ మూసి ఉన్నా ఈ పరికరానికి వస్తాయి.',
    on: 'ఈ పరికరంలో నోటిఫికేషన్లు ఆన్‌లో ఉన్నాయి.',
    off: 'ఈ పరికరంలో నోటిఫికేషన్లు ఆఫ్‌లో ఉన్నాయి.',
    blocked: 'మీ బ్రౌజర్ సెట్టింగ్‌లలో ఈ సైట్ నోటిఫికేషన్లు నిరోధించబడ్డాయి.',
    unsupported: 'ఈ బ్రౌజర్ నోటిఫికేషన్లను చూపలేదు.',
    failed: 'నోటిఫికేషన్లు ఆన్ కాలేదు: బ్రౌజర్ తన పుష్ సేవను చేరలేకపోయింది. తర్వాత మళ్లీ ప్రయత్నించండి.',
    turnOn: 'ఆన్ చేయండి',
    turnOff: 'ఆఫ్ చేయండి',
    resultTitle: '{market} ఫలితం',
    walletTitle: 'వాలెట్',
    win: 'మీరు {market}లో {amount} గెలిచారు',
    depositCompleted: 'మీ {amount} డిపాజిట్ ఆమోదించబడింది',
    depositRejected: 'మీ {amount} డిపాజిట్ తిరస్కరించబడింది',
    withdrawalCompleted: 'మీ {amount} ఉపసంహరణ చెల్లించబడింది',
    withdrawalRejected: 'మీ {amount} ఉపసంహరణ తిరస్కరించబడింది',
  },
  ta: {
    explain:
      'இன்று நீங்கள் பந்தயம் வைத்த சந்தைகளின் முடிவுகள், உங்கள் வெற்றிகள், உங்கள் வைப்பு மற்றும் திரும்பப் பெறுதல் முடிவுகள் ஆப் மூடியிருந்தாலும் இந்த சாதனத்திற்கு வரும்.',
    on: 'இந்த சாதனத்தில் அறிவிப்புகள் இயக்கத்தில் உள்ளன.',
    off: 'இந்த சாதனத்தில் அறிவிப்புகள் அணைக்கப்பட்டுள்ளன.',
    blocked: 'உங்கள் உலாவி அமைப்புகளில் இந்தத் தளத்தின் அறிவிப்புகள் தடுக்கப்பட்டுள்ளன.',
    unsupported: 'இந்த உலாவியால் அறிவிப்புகளைக் காட்ட முடியாது.',
    failed: 'அறிவிப்புகளை இயக்க முடியவில்லை: உலாவியால் அதன் புஷ் சேவையை அடைய முடியவில்லை. பின்னர் மீண்டும் முயலவும்.',
    turnOn: 'இயக்கு',
    turnOff: 'அணை',
    resultTitle: '{market} முடிவு',
    walletTitle: 'வாலட்',
    win: '{market} இல் {amount} வென்றீர்கள்',
    depositCompleted: 'உங்கள் {amount} வைப்பு ஏற்கப்பட்டது',
    depositRejected: 'உங்கள் {amount} வைப்பு நிராகரிக்கப்பட்டது',
    withdrawalCompleted: 'உங்கள் {amount} திரும்பப் பெறுதல் செலுத்தப்பட்டது',
    withdrawalRejected: 'உங்கள் {amount} திரும்பப் பெறுதல் நிராகரிக்கப்பட்டது',
  },
  gu: {
    explain:
      'આજે તમે જે બજારો પર દાવ લગાવ્યો તેના પરિણામો, તમારી જીત, અને તમારી જમા તથા ઉપાડના નિર્ણયો એપ બંધ હોય ત્યારે પણ આ ઉપકરણ પર આવે છે.',
    on: 'આ ઉપકરણ પર સૂચનાઓ ચાલુ છે.',
    off: 'આ ઉપકરણ પર સૂચનાઓ બંધ છે.',
    blocked: 'તમારા બ્રાઉઝર સેટિંગ્સમાં આ સાઇટની સૂચનાઓ અવરોધિત છે.',
    unsupported: 'આ બ્રાઉઝર સૂચનાઓ બતાવી શકતું નથી.',
    failed: 'સૂચનાઓ ચાલુ થઈ શકી નહીં: બ્રાઉઝર તેની પુશ સેવા સુધી પહોંચી શક્યું નહીં. પછીથી ફરી પ્રયાસ કરો.',
    turnOn: 'ચાલુ કરો',
    turnOff: 'બંધ કરો',
    resultTitle: '{market} નું પરિણામ',
    walletTitle: 'વૉલેટ',
    win: 'તમે {market} પર {amount} જીત્યા',
    depositCompleted: 'તમારી {amount} ની જમા મંજૂર થઈ',
    depositRejected: 'તમારી {amount} ની જમા નામંજૂર થઈ',
    withdrawalCompleted: 'તમારા {amount} ના ઉપાડની ચુકવણી થઈ',
    withdrawalRejected: 'તમારો {amount} નો ઉપાડ નામંજૂર થયો',
  },
  mr: {
    explain:
      'आज तुम्ही ज्या बाजारांवर डाव लावला त्यांचे निकाल, तुमचे विजय, आणि तुमच्या ठेवी व पैसे काढण्याचे निर्णय ॲप बंद असतानाही या उपकरणावर येतात.',
    on: 'या उपकरणावर सूचना चालू आहेत.',
    off: 'या उपकरणावर सूचना बंद आहेत.',
    blocked: 'तुमच्या ब्राउझर सेटिंग्जमध्ये या साइटच्या सूचना रोखल्या आहेत.',
    unsupported: 'हा ब्राउझर सूचना दाखवू शकत नाही.',
    failed: 'सूचना चालू होऊ शकल्या नाहीत: ब्राउझर त्याच्या पुश सेवेपर्यंत पोहोचू शकला नाही. नंतर पुन्हा प्रयत्न करा.',
    turnOn: 'चालू करा',
    turnOff: 'बंद करा',
    resultTitle: '{market} चा निकाल',
    walletTitle: 'वॉलेट',
    win: 'तुम्ही {market} वर {amount} जिंकले',
    depositCompleted: 'तुमची {amount} ची ठेव मंजूर झाली',
    depositRejected: 'तुमची {amount} ची ठेव नाकारली गेली',
    withdrawalCompleted: 'तुमच्या {amount} च्या पैसे काढण्याचे पेमेंट झाले',
    withdrawalRejected: 'तुमचे {amount} चे पैसे काढणे नाकारले गेले',
  },
};
