/**
 * The words of the server-rendered page head (titles, descriptions, breadcrumb names) in the five translated
 * languages (§1: en, fr, vi, cn, ar). The apps keep their strings in their own `locales/` folders, which the server may
 * not import (layers, docs/contributing.md); the head's few strings live here, one record per language, so the type
 * checker refuses a language with a missing key. `{name}` placeholders are filled by `fill`.
 */
export const headLanguages = ['en', 'fr', 'vi', 'cn', 'ar'] as const;
export type HeadLanguage = (typeof headLanguages)[number];

export interface HeadStrings {
  /** Appended to every title: `Brake pads | Abossey`. */
  titleSuffix: string;
  /** The shell's own title and description (index.html), for pages without their own. */
  siteTitle: string;
  siteDescription: string;
  catalogueTitle: string;
  catalogueDescription: string;
  shopsTitle: string;
  shopsDescription: string;
  /** Open Graph / meta description of a product: `{price}`, `{availability}`, `{shop}`. */
  productSummary: string;
  inStock: string;
  outOfStock: string;
  /** A shop without a description of its own: `{shop}`, `{address}`. */
  shopFallbackDescription: string;
  aboutTitle: string;
  privacyTitle: string;
  termsTitle: string;
  homeTitle: string;
  wishlistTitle: string;
  garageTitle: string;
  cartTitle: string;
  paymentTitle: string;
  addressesTitle: string;
  ordersTitle: string;
  orderTitle: string;
  signInTitle: string;
  signUpTitle: string;
  forgotPasswordTitle: string;
  resetPasswordTitle: string;
  confirmTitle: string;
  confirmEmailTitle: string;
  reportEmailChangeTitle: string;
  forbiddenTitle: string;
  notFoundTitle: string;
  serverErrorTitle: string;
}

export const headStrings: Record<HeadLanguage, HeadStrings> = {
  en: {
    titleSuffix: 'Abossey',
    siteTitle: 'Abossey — vehicle spare parts in Ghana',
    siteDescription: 'Abossey — vehicle spare parts from trusted shops across Ghana, priced in GH₵.',
    catalogueTitle: 'All spare parts',
    catalogueDescription:
      'Browse spare parts for your vehicle from shops across Ghana: filter by make, model, year and category, priced in GH₵.',
    shopsTitle: 'Spare-parts shops',
    shopsDescription:
      'Spare-parts shops in Abossey Okai, Suame Magazine, Kokompe and across Ghana, with their parts and contacts.',
    productSummary: '{price} · {availability} · sold by {shop}',
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    shopFallbackDescription: '{shop}: vehicle spare parts at {address}, on Abossey.',
    aboutTitle: 'About us',
    privacyTitle: 'Privacy Policy',
    termsTitle: 'Terms and Conditions',
    homeTitle: 'Home',
    wishlistTitle: 'Wishlist',
    garageTitle: 'My garage',
    cartTitle: 'Cart and checkout',
    paymentTitle: 'Payment',
    addressesTitle: 'Addresses',
    ordersTitle: 'My orders',
    orderTitle: 'Order details',
    signInTitle: 'Sign in',
    signUpTitle: 'Sign up',
    forgotPasswordTitle: 'Forgot password',
    resetPasswordTitle: 'Reset password',
    confirmTitle: 'Confirm your account',
    confirmEmailTitle: 'Confirm your email',
    reportEmailChangeTitle: 'Report an email change',
    forbiddenTitle: 'No access',
    notFoundTitle: 'Page not found',
    serverErrorTitle: 'Something went wrong',
  },
  fr: {
    titleSuffix: 'Abossey',
    siteTitle: 'Abossey — pièces détachées automobiles au Ghana',
    siteDescription:
      'Abossey — des pièces détachées automobiles de boutiques de confiance dans tout le Ghana, prix en GH₵.',
    catalogueTitle: 'Toutes les pièces détachées',
    catalogueDescription:
      'Parcourez les pièces détachées pour votre véhicule des boutiques de tout le Ghana : filtrez par marque, modèle, année et catégorie, prix en GH₵.',
    shopsTitle: 'Boutiques de pièces détachées',
    shopsDescription:
      'Les boutiques de pièces détachées d’Abossey Okai, de Suame Magazine, de Kokompe et de tout le Ghana, avec leurs pièces et leurs coordonnées.',
    productSummary: '{price} · {availability} · vendu par {shop}',
    inStock: 'En stock',
    outOfStock: 'En rupture de stock',
    shopFallbackDescription: '{shop} : pièces détachées automobiles à {address}, sur Abossey.',
    aboutTitle: 'À propos',
    privacyTitle: 'Politique de confidentialité',
    termsTitle: 'Conditions générales',
    homeTitle: 'Accueil',
    wishlistTitle: 'Liste de souhaits',
    garageTitle: 'Mon garage',
    cartTitle: 'Panier et paiement',
    paymentTitle: 'Paiement',
    addressesTitle: 'Adresses',
    ordersTitle: 'Mes commandes',
    orderTitle: 'Détails de la commande',
    signInTitle: 'Se connecter',
    signUpTitle: 'Créer un compte',
    forgotPasswordTitle: 'Mot de passe oublié',
    resetPasswordTitle: 'Réinitialiser le mot de passe',
    confirmTitle: 'Confirmez votre compte',
    confirmEmailTitle: 'Confirmez votre e-mail',
    reportEmailChangeTitle: 'Signaler un changement d’e-mail',
    forbiddenTitle: 'Accès refusé',
    notFoundTitle: 'Page introuvable',
    serverErrorTitle: 'Une erreur est survenue',
  },
  vi: {
    titleSuffix: 'Abossey',
    siteTitle: 'Abossey — phụ tùng xe tại Ghana',
    siteDescription: 'Abossey — phụ tùng xe từ các cửa hàng uy tín khắp Ghana, giá bằng GH₵.',
    catalogueTitle: 'Tất cả phụ tùng',
    catalogueDescription:
      'Tìm phụ tùng cho xe của bạn từ các cửa hàng khắp Ghana: lọc theo hãng, mẫu xe, năm và danh mục, giá bằng GH₵.',
    shopsTitle: 'Cửa hàng phụ tùng',
    shopsDescription:
      'Các cửa hàng phụ tùng ở Abossey Okai, Suame Magazine, Kokompe và khắp Ghana, cùng phụ tùng và thông tin liên hệ.',
    productSummary: '{price} · {availability} · bán bởi {shop}',
    inStock: 'Còn hàng',
    outOfStock: 'Hết hàng',
    shopFallbackDescription: '{shop}: phụ tùng xe tại {address}, trên Abossey.',
    aboutTitle: 'Về chúng tôi',
    privacyTitle: 'Chính sách quyền riêng tư',
    termsTitle: 'Điều khoản và điều kiện',
    homeTitle: 'Trang chủ',
    wishlistTitle: 'Danh sách yêu thích',
    garageTitle: 'Gara của tôi',
    cartTitle: 'Giỏ hàng và thanh toán',
    paymentTitle: 'Thanh toán',
    addressesTitle: 'Địa chỉ',
    ordersTitle: 'Đơn hàng của tôi',
    orderTitle: 'Chi tiết đơn hàng',
    signInTitle: 'Đăng nhập',
    signUpTitle: 'Đăng ký',
    forgotPasswordTitle: 'Quên mật khẩu',
    resetPasswordTitle: 'Đặt lại mật khẩu',
    confirmTitle: 'Xác nhận tài khoản',
    confirmEmailTitle: 'Xác nhận email',
    reportEmailChangeTitle: 'Báo cáo thay đổi email',
    forbiddenTitle: 'Không có quyền truy cập',
    notFoundTitle: 'Không tìm thấy trang',
    serverErrorTitle: 'Đã xảy ra lỗi',
  },
  cn: {
    titleSuffix: 'Abossey',
    siteTitle: 'Abossey — 加纳汽车配件',
    siteDescription: 'Abossey — 来自加纳各地可信商店的汽车配件，以 GH₵ 标价。',
    catalogueTitle: '全部配件',
    catalogueDescription: '浏览加纳各地商店的汽车配件：按品牌、车型、年份和类别筛选，以 GH₵ 标价。',
    shopsTitle: '配件商店',
    shopsDescription: 'Abossey Okai、Suame Magazine、Kokompe 及加纳各地的配件商店，附配件和联系方式。',
    productSummary: '{price} · {availability} · 卖家：{shop}',
    inStock: '有货',
    outOfStock: '缺货',
    shopFallbackDescription: '{shop}：位于 {address} 的汽车配件，尽在 Abossey。',
    aboutTitle: '关于我们',
    privacyTitle: '隐私政策',
    termsTitle: '条款和条件',
    homeTitle: '首页',
    wishlistTitle: '心愿单',
    garageTitle: '我的车库',
    cartTitle: '购物车和结账',
    paymentTitle: '付款',
    addressesTitle: '地址',
    ordersTitle: '我的订单',
    orderTitle: '订单详情',
    signInTitle: '登录',
    signUpTitle: '注册',
    forgotPasswordTitle: '忘记密码',
    resetPasswordTitle: '重置密码',
    confirmTitle: '确认您的账户',
    confirmEmailTitle: '确认您的邮箱',
    reportEmailChangeTitle: '报告邮箱变更',
    forbiddenTitle: '无权访问',
    notFoundTitle: '页面未找到',
    serverErrorTitle: '出了点问题',
  },
  ar: {
    titleSuffix: 'Abossey',
    siteTitle: 'Abossey — قطع غيار السيارات في غانا',
    siteDescription: 'Abossey — قطع غيار السيارات من متاجر موثوقة في جميع أنحاء غانا، بالسيدي الغاني GH₵.',
    catalogueTitle: 'جميع قطع الغيار',
    catalogueDescription:
      'تصفّح قطع الغيار لسيارتك من متاجر في جميع أنحاء غانا: صفِّ حسب الماركة والطراز والسنة والفئة، والأسعار بالسيدي الغاني GH₵.',
    shopsTitle: 'متاجر قطع الغيار',
    shopsDescription:
      'متاجر قطع الغيار في أبوسي أوكاي وسوامي ماغازين وكوكومبي وفي جميع أنحاء غانا، مع قطعها ووسائل الاتصال بها.',
    productSummary: '{price} · {availability} · يبيعه {shop}',
    inStock: 'متوفر',
    outOfStock: 'غير متوفر',
    shopFallbackDescription: '{shop}: قطع غيار السيارات في {address}، على Abossey.',
    aboutTitle: 'من نحن',
    privacyTitle: 'سياسة الخصوصية',
    termsTitle: 'الشروط والأحكام',
    homeTitle: 'الرئيسية',
    wishlistTitle: 'قائمة الأمنيات',
    garageTitle: 'مرآبي',
    cartTitle: 'السلة والدفع',
    paymentTitle: 'الدفع',
    addressesTitle: 'العناوين',
    ordersTitle: 'طلباتي',
    orderTitle: 'تفاصيل الطلب',
    signInTitle: 'تسجيل الدخول',
    signUpTitle: 'إنشاء حساب',
    forgotPasswordTitle: 'نسيت كلمة المرور',
    resetPasswordTitle: 'إعادة تعيين كلمة المرور',
    confirmTitle: 'تأكيد حسابك',
    confirmEmailTitle: 'تأكيد بريدك الإلكتروني',
    reportEmailChangeTitle: 'الإبلاغ عن تغيير البريد الإلكتروني',
    forbiddenTitle: 'لا يمكنك الوصول',
    notFoundTitle: 'الصفحة غير موجودة',
    serverErrorTitle: 'حدث خطأ ما',
  },
};

/** `fill('{a} and {b}', {a: 1, b: 2})` → `1 and 2`; unknown placeholders stay as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
