import type { Messages } from '../messages.ts'

// Modern Standard Arabic, formal. Times stay in UTC, as everywhere in the kit.
export const messages: Messages = {
  accessPass: {
    title: 'تصريح الدخول',
    statusValid: 'صالح',
    statusNotYetValid: 'لم تبدأ صلاحيته بعد',
    statusExpired: 'منتهي الصلاحية',
    offline: 'أنت غير متصل بالإنترنت. هذا آخر تصريح تم استلامه.',
    offlineSince: 'أنت غير متصل بالإنترنت. هذا التصريح محدَّث حتى {time}.',
    notRefreshedSince: 'تعذّر تحديث هذا التصريح. وهو محدَّث حتى {time}.',
    tryAgain: 'أعد المحاولة',
    loadFailed: 'تعذّر تحميل تصريح الدخول.',
    none: 'لا يتوفر تصريح دخول.',
    photoOf: 'صورة {name}',
    noPhoto: 'لا توجد صورة',
    qrCode: 'رمز QR لتصريح الدخول {id}',
    unsigned: 'للعرض فقط: هذا التصريح غير موقَّع ولا يفتح الباب.',
    trainingCentre: 'مركز التدريب',
    trainingEvent: 'الدورة التدريبية',
    validity: 'مدة الصلاحية',
    doorCode: 'رمز الباب لتصريح الدخول {id}، يتجدد كل {seconds} ثانية',
    doorPreparing: 'جارٍ تجهيز رمز الباب…',
    doorNotPrepared: 'افتح هذا التصريح مرة واحدة وأنت متصل بالإنترنت لتجهيزه للباب.',
    doorOtherDevice: 'جُهِّز هذا التصريح على جهاز آخر. افتحه على هذا الجهاز وأنت متصل بالإنترنت.',
    doorFailed: 'تعذّر تجهيز رمز الباب. أعد المحاولة وأنت متصل بالإنترنت، أو راجع مكتب الاستقبال.'
  },
  contactCard: {
    hello: 'مرحبًا {firstName}!',
    close: 'إغلاق',
    meeting: 'نتطلع إلى استقبالك في {location} بتاريخ {date}.',
    intro: 'إذا كانت لديك أي أسئلة أو احتجت إلى دعم قبل تدريبك، فلا تتردد في التواصل مع مسؤول خدمة العملاء المخصص لك.',
    helpNote: 'هذه المعلومات متاحة دائمًا عبر أيقونة المساعدة.',
    moreTrainings: 'هل لديك دورات تدريبية قادمة أخرى؟ تفضل بزيارة {link}.',
    customerCarePage: 'صفحة خدمة العملاء',
    contact: 'مسؤول خدمة العملاء المخصص لك',
    noPicture: 'لا توجد صورة',
    availability: 'من الاثنين إلى الجمعة {start} – {end} UTC'
  },
  banner: {
    critical: 'خطأ',
    informative: 'معلومات',
    global: 'إعلان',
    persists: 'إذا استمر هذا الخطأ، {contactUs}',
    contactUs: 'تواصل معنا.',
    close: 'إغلاق رسالة {kind}',
    tryAgain: 'أعد المحاولة',
    more: 'المزيد',
    less: 'أقل'
  },
  userMenu: {
    menuFor: 'قائمة المستخدم {name}',
    help: 'المساعدة',
    settings: 'الإعدادات',
    logOut: 'تسجيل الخروج',
    privacyPolicy: 'سياسة الخصوصية',
    licenseAgreement: 'اتفاقية الترخيص',
    build: 'الإصدار {number}'
  },
  sideNav: {
    navigation: 'التنقل الرئيسي',
    close: 'إغلاق قائمة التنقل',
    collapse: 'طي قائمة التنقل',
    expand: 'توسيع قائمة التنقل',
    switchContext: 'تبديل السياق',
    searchContexts: 'البحث في السياقات',
    search: 'بحث',
    noMatch: 'لا توجد نتائج',
    training: 'التدريب',
    library: 'المكتبة',
    accessPass: 'تصريح الدخول'
  }
}
