/**
 * Turkish as people type it about money: the verbs in the common persons and tenses ("harcadım",
 * "harcadık", "harcamışım", "harcadığım"), the account's nouns with their endings, and the words
 * for kinds of spending. Spread into TURKISH's phrases. "Değil" (not) and "hariç" (except) are
 * left unread: the word they negate comes before them, and reading them would turn the question.
 */
// prettier-ignore
export const TURKISH_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar words that say nothing a money question needs.
  'mi': '', 'mu': '', 'misin': '', 'misiniz': '', 'acaba': '', 'bana': '', 'benim': 'my', 'ben': 'i', 'biz': 'we', 'bizim': 'our',
  'lutfen': 'please', 'soyle': 'tell me', 'soyler misin': 'tell me', 'goster': 'show', 'listele': 'list', 've': 'and', 'ile': 'with',
  'icin': 'for', 'icin de': 'for', 'icinde': 'in', 'bu': 'this', 'o': 'that', 'oldu': 'was', 'olmus': 'was', 'oluyor': 'is', 'olan': '',
  'yaptim': 'made', 'yaptigim': 'made', 'yaptik': 'made', 'yapmisim': 'made', 'yapilan': 'made', 'tutar': 'amount', 'tutari': 'amount',
  'tutarinda': 'amount', 'miktar': 'amount', 'miktari': 'amount', 'var': 'are there', 'vardi': 'were there', 'tum': 'all', 'butun': 'all',
  // Follow-ups: "peki en küçüğü?", "ya Migros'ta?", "bu kaç kez oldu?".
  'peki': 'and', 'ya': 'and', 'ya da': 'or', 'veya': 'or', 'peki ya': 'and what about', 'bu kac kez oldu': 'how many times was that', 'bu kac kere oldu': 'how many times was that',
  'kac kez oldu': 'how many times was that', 'kac kere oldu': 'how many times was that', 'bu kac islem': 'how many transactions was that',
  'bu kac islemdi': 'how many transactions was that',
  // Spending, paying, buying.
  'harcadim': 'spent', 'harcadin': 'spent', 'harcadik': 'spent', 'harcadiniz': 'spent', 'harcadi': 'spent', 'harcamisim': 'spent',
  'harcamisiz': 'spent', 'harcadigim': 'spent', 'harcadigimiz': 'spent', 'harcanan': 'spent', 'harcandi': 'spent', 'harciyorum': 'spend',
  'harcarim': 'spend', 'harciyoruz': 'spend', 'harcama': 'spending', 'harcamam': 'my spending', 'harcamalar': 'expenses', 'harcamalarim': 'my expenses',
  'harcamalarimiz': 'our expenses', 'harcamasi': 'spending', 'harcamalari': 'expenses', 'harcamayi': 'spending', 'harcamada': 'spending',
  'gider': 'expenses', 'giderler': 'expenses', 'giderlerim': 'my expenses', 'giderim': 'my expenses', 'masraf': 'expenses', 'masraflar': 'expenses',
  'masraflarim': 'my expenses', 'odedim': 'paid', 'odedin': 'paid', 'odedik': 'paid', 'odemisim': 'paid', 'odemisiz': 'paid',
  'odedigim': 'paid', 'odedigimiz': 'paid', 'odenen': 'paid', 'odendi': 'paid', 'odeme': 'payment', 'odemesi': 'payment', 'odemeler': 'payments',
  'odemelerim': 'my payments', 'odemeleri': 'payments', 'odemem': 'my payment', 'satin aldim': 'bought', 'satin aldik': 'bought', 'satin aldigim': 'bought',
  'alisveris': 'shopping', 'alisverisi': 'shopping', 'alisverisler': 'purchases', 'alisverislerim': 'my purchases', 'alisveris yaptim': 'shopped',
  'alisveris yaptik': 'shopped', 'alisveris yaptigim': 'shopped', 'alim': 'purchase', 'alimlar': 'purchases', 'satin alma': 'purchase',
  'siparis ettim': 'ordered', 'siparis verdim': 'ordered', 'siparis ettik': 'ordered', 'siparis verdik': 'ordered', 'siparis': 'order', 'siparisler': 'orders',
  'benzin aldim': 'fuel', 'benzin aldik': 'fuel', 'yakit aldim': 'fuel', 'yakit aldik': 'fuel', 'depoyu doldurdum': 'fuel', 'benzine': 'on fuel',
  // Money in and out, cash, transfers.
  'aldim': 'received', 'aldik': 'received', 'aldigim': 'received', 'aldin': 'received', 'almisim': 'received', 'alinan': 'received',
  'kazandim': 'earned', 'kazandik': 'earned', 'kazandigim': 'earned', 'kazanc': 'income', 'gelir': 'income', 'gelirler': 'income', 'gelirim': 'my income',
  'gelen': 'incoming', 'gelen para': 'money in', 'giren para': 'money in', 'giren': 'incoming', 'geldi': 'came in', 'yatti': 'came in', 'yatan': 'deposited',
  'yatirdim': 'deposited', 'yatirilan': 'deposited', 'hesabima gelen': 'came in', 'hesabima yatan': 'came in', 'hesabima ne kadar geldi': 'how much came in',
  'giden': 'outgoing', 'giden para': 'money out', 'cikan para': 'money out', 'cikan': 'outgoing', 'cikti': 'went out', 'gitti': 'went out',
  'para cektim': 'withdrew cash', 'para cektik': 'withdrew cash', 'cektim': 'withdrew', 'cektik': 'withdrew', 'cektigim': 'withdrew', 'cekilen': 'withdrawn',
  'nakit cektim': 'withdrew cash', 'para cekme': 'cash withdrawal', 'para cekimi': 'cash withdrawal', 'nakit cekim': 'cash withdrawal',
  'nakit cekimi': 'cash withdrawal', 'nakit cekimler': 'cash withdrawals', 'para cekimleri': 'cash withdrawals', 'nakit': 'cash',
  'gonderdim': 'sent', 'gonderdik': 'sent', 'gonderdigim': 'sent', 'yolladim': 'sent', 'yolladik': 'sent', 'gonderilen': 'sent',
  'havale': 'transfer', 'havaleler': 'transfers', 'eft': 'transfer', 'transfer': 'transfer', 'transferler': 'transfers', 'fast': 'transfer',
  'iade': 'refund', 'iadeler': 'refunds', 'para iadesi': 'refund', 'iadesi': 'refund',
  // The statement, the account, its rows, shops, money.
  'hesap ekstresi': 'statement', 'ekstre': 'statement', 'ekstrem': 'my statement', 'ekstrede': 'in the statement', 'ekstremde': 'in my statement',
  'hesap dokumu': 'statement', 'dokum': 'statement', 'dokumde': 'in the statement', 'hesap ozeti': 'statement', 'hesap': 'account', 'hesabim': 'my account',
  'hesabimda': 'in my account', 'hesabima': 'to my account', 'hesabimdan': 'from my account', 'hesapta': 'in the account', 'hesaptaki': 'in the account',
  'vadesiz hesap': 'account', 'kredi karti': 'credit card', 'kredi kartim': 'my credit card', 'kredi kartimla': 'with my credit card',
  'kredi kartiyla': 'with credit card', 'banka karti': 'debit card', 'kart': 'card', 'kartim': 'my card', 'kartimla': 'with my card', 'kartla': 'by card',
  'karttan': 'from card', 'islem': 'transaction', 'islemler': 'transactions', 'islemlerim': 'my transactions', 'islemi': 'transaction',
  'islemleri': 'transactions', 'islemde': 'transaction', 'hareket': 'transaction', 'hareketler': 'transactions', 'hesap hareketleri': 'transactions',
  'hareketlerim': 'my transactions', 'magaza': 'shop', 'magazalar': 'shops', 'magazada': 'at shop', 'dukkan': 'shop', 'isyeri': 'merchant',
  'para': 'money', 'param': 'my money', 'parami': 'my money', 'paranin': 'money', 'lira': 'lira', 'tl': 'lira',
  'ucret': 'fees', 'ucretler': 'fees', 'ucreti': 'fee', 'ucretleri': 'fees', 'komisyon': 'fees', 'komisyonlar': 'fees', 'kesinti': 'fees',
  'kesintiler': 'fees', 'banka masraflari': 'bank fees', 'banka ucretleri': 'bank fees', 'banka komisyonlari': 'bank fees', 'hesap isletim ucreti': 'fees',
  'faiz': 'interest', 'faizi': 'interest', 'faizler': 'interest', 'maas': 'salary', 'maasim': 'my salary', 'maasi': 'salary', 'maaslar': 'salary',
  'kira': 'rent', 'kiraya': 'on rent', 'kirasi': 'rent', 'kiram': 'my rent', 'atm': 'atm', 'bankamatik': 'atm', 'atmden': 'from atm',
  'abonelik': 'subscription', 'abonelikler': 'subscriptions', 'aboneliklerim': 'my subscriptions', 'aboneliklere': 'on subscriptions', 'uyelik': 'subscription', 'uyelikler': 'subscriptions',
  // Kinds of spending.
  'market': 'groceries', 'markete': 'on groceries', 'markette': 'on groceries', 'market alisverisi': 'groceries', 'market alisverisine': 'on groceries',
  'bakkal': 'groceries', 'gida': 'groceries', 'supermarket': 'groceries', 'disarida yemek': 'dining out', 'disarda yemek': 'dining out',
  'restoran': 'restaurants', 'restoranlar': 'restaurants', 'restoranlara': 'on restaurants', 'lokanta': 'restaurants', 'yeme icme': 'dining',
  'kafe': 'cafes', 'kahve': 'coffee', 'kahveye': 'on coffee', 'yemek siparisi': 'food delivery', 'yemek siparisine': 'on food delivery',
  'paket servis': 'takeaway', 'eve yemek': 'food delivery', 'benzin': 'fuel', 'yakit': 'fuel', 'akaryakit': 'fuel', 'mazot': 'fuel',
  'ulasim': 'transport', 'ulasima': 'on transport', 'toplu tasima': 'public transport', 'taksi': 'taxi', 'taksiye': 'on taxi',
  'faturalar': 'bills', 'faturalara': 'on bills', 'fatura': 'bill', 'faturasi': 'bill', 'elektrik': 'electricity', 'elektrik faturasi': 'electricity',
  'su faturasi': 'water', 'dogalgaz': 'gas', 'dogal gaz': 'gas', 'dogalgaz faturasi': 'gas', 'internet': 'internet', 'internet faturasi': 'internet',
  'telefon': 'phone', 'telefon faturasi': 'phone', 'spor salonu': 'gym', 'giyim': 'clothes', 'kiyafet': 'clothes', 'kiyafete': 'on clothes',
  'elektronik': 'electronics', 'online alisveris': 'online shopping', 'internetten alisveris': 'online shopping', 'eczane': 'pharmacy', 'eczaneye': 'on pharmacy',
  // Endings read with the word they end.
  'taksiye bindim': 'taxi rides', 'taksiye bindik': 'taxi rides', 'taksiye bindigim': 'taxi rides', 'gittim': 'went', 'gittik': 'went', 'gittigim': 'went', 'ne kadardi': 'how much was', 'ne kadardir': 'how much is', 'kadardi': 'was',
  "atm'den": 'from atm', "atm'ye": 'at atm', "atm'de": 'at atm', "atm'lerden": 'from atm', 'atmlerden': 'from atm',
  'aboneligi': 'subscription', 'aboneligine': 'on subscription', 'aboneligim': 'my subscription', 'aboneliklerime': 'on my subscriptions',
  'faturasina': 'bill', 'faturama': 'bill', 'faturalarina': 'on bills', 'faturalarim': 'my bills', 'alisverisim': 'purchase',
  'alisverisimiz': 'purchase', 'alisverisine': 'on shopping', 'alisverislere': 'on shopping', 'alisverise': 'on shopping',
  'kira icin': 'for rent', 'maasimi': 'my salary', 'maasimin': 'my salary', 'faize': 'on interest', 'ucretlere': 'on fees', 'masraflara': 'on fees',
  // A name's ending after an apostrophe when the name is no merchant held out ("Şok'ta" stays unread).
  "'ta": 'at', "'te": 'at', "'da": 'at', "'de": 'at', "'taki": 'at', "'teki": 'at', "'daki": 'at', "'deki": 'at',
  "'a": 'to', "'e": 'to', "'ya": 'to', "'ye": 'to', "'tan": 'from', "'ten": 'from', "'dan": 'from', "'den": 'from',
};
