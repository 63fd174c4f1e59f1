import type { Language, LocalizedText } from '@app/domain'
import { pickLocalized } from '@app/domain'

const SUBJECT: LocalizedText = {
  en: 'Your {brand} verification code',
  zh: '您的 {brand} 验证码',
  id: 'Kode verifikasi {brand} Anda',
  ja: '{brand} 認証コード',
  ko: '{brand} 인증 코드',
  es: 'Tu código de verificación de {brand}',
  tr: '{brand} doğrulama kodunuz',
  hi: 'आपका {brand} सत्यापन कोड',
  'pt-BR': 'Seu código de verificação {brand}',
  ru: 'Ваш код подтверждения {brand}',
  bn: 'আপনার {brand} যাচাইকরণ কোড',
}

const BODY: LocalizedText = {
  en: 'Your {brand} code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.',
  zh: '您的 {brand} 验证码是 {code}，10 分钟内有效。如非本人操作，请忽略本消息。',
  id: 'Kode {brand} Anda adalah {code}. Berlaku selama 10 menit. Abaikan pesan ini jika Anda tidak memintanya.',
  ja: '{brand} の認証コードは {code} です。有効期限は 10 分です。心当たりがない場合は、このメッセージを無視してください。',
  ko: '{brand} 인증 코드는 {code}입니다. 10분 후에 만료됩니다. 요청하지 않으셨다면 이 메시지를 무시하세요.',
  es: 'Tu código de {brand} es {code}. Caduca en 10 minutos. Si no lo solicitaste, ignora este mensaje.',
  tr: '{brand} kodunuz {code}. 10 dakika içinde geçerliliğini yitirir. Siz istemediyseniz bu mesajı dikkate almayın.',
  hi: 'आपका {brand} कोड {code} है। यह 10 मिनट में समाप्त हो जाएगा। यदि आपने इसका अनुरोध नहीं किया, तो इस संदेश को अनदेखा करें।',
  'pt-BR':
    'Seu código {brand} é {code}. Ele expira em 10 minutos. Se você não o solicitou, ignore esta mensagem.',
  ru: 'Ваш код {brand}: {code}. Он действует 10 минут. Если вы его не запрашивали, просто проигнорируйте это сообщение.',
  bn: 'আপনার {brand} কোড হলো {code}। এটি ১০ মিনিটের মধ্যে মেয়াদোত্তীর্ণ হবে। আপনি অনুরোধ না করে থাকলে এই বার্তাটি উপেক্ষা করুন।',
}

/** The subject and text of a code message in the player's language. */
export function codeMessage(language: Language, brand: string, code: string) {
  const fill = (text: string) => text.replaceAll('{brand}', brand).replaceAll('{code}', code)
  return { subject: fill(pickLocalized(SUBJECT, language)), body: fill(pickLocalized(BODY, language)) }
}
